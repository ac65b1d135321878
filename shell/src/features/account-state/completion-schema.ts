import { FIELD_LIMITS, optionalText, phoneNumberField, requiredText, stateCodeField } from '@portal/shared';
import * as z from '@portal/shared/zod';

/** The completion modal's nine fields (spec section 5; its zip mask is #####-####, up to 9 digits). */
export const completionFormSchema = z.object({
  firstName: requiredText('Type in your legal first name', FIELD_LIMITS.name),
  lastName: requiredText('Type in your legal last name', FIELD_LIMITS.name),
  addressStreet: requiredText('Type in your street address', FIELD_LIMITS.street),
  addressCity: requiredText('Type in your city', FIELD_LIMITS.city),
  addressCounty: optionalText(FIELD_LIMITS.county),
  addressState: stateCodeField(),
  addressZip: z
    .string('Type in your zip code')
    .check(z.minLength(1, 'Type in your zip code'), z.regex(/^\d{5}(-\d{1,4})?$/, 'Type in your zip code')),
  phoneNumber: phoneNumberField(),
  phoneNumberTexting: z.boolean(),
});
export type CompletionValues = z.input<typeof completionFormSchema>;
