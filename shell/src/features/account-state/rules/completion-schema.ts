import { legalNameRules } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { addressShape, phoneShape } from '../../../lib/forms/account-field-rules';

/** The completion modal's nine fields (spec section 5; its zip mask is #####-####, up to 9 digits). */
export const completionFormSchema = z.object({
  ...legalNameRules(),
  ...addressShape,
  addressZip: z
    .string('Type in your zip code')
    .check(z.minLength(1, 'Type in your zip code'), z.regex(/^\d{5}(-\d{1,4})?$/, 'Type in your zip code')),
  ...phoneShape,
});
export type CompletionValues = z.input<typeof completionFormSchema>;
