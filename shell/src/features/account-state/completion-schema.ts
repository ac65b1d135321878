import { phoneNumberField, stateCodeField } from '@portal/shared';
import * as z from '@portal/shared/zod';

const text = (required: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max));

/** The completion modal's nine fields (spec section 5; its zip mask is #####-####, up to 9 digits). */
export const completionFormSchema = z.object({
  firstName: text('Type in your legal first name', 50),
  lastName: text('Type in your legal last name', 50),
  addressStreet: text('Type in your street address', 200),
  addressCity: text('Type in your city', 50),
  addressCounty: z.string().check(z.trim(), z.maxLength(50)),
  addressState: stateCodeField(),
  addressZip: z
    .string()
    .check(z.minLength(1, 'Type in your zip code'), z.regex(/^\d{5}(-\d{1,4})?$/, 'Type in your zip code')),
  phoneNumber: phoneNumberField(),
  phoneNumberTexting: z.boolean(),
});
export type CompletionValues = z.input<typeof completionFormSchema>;
