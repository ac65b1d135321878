import { FIELD_LIMITS, legalNameRules, optionalText } from '@portal/shared';
import * as z from '@portal/shared/zod';

/** Spec section 5: the legal names as the sign-up form has them; the preferred name is optional. */
export const profileFormSchema = z.object({
  ...legalNameRules(),
  preferredName: optionalText(FIELD_LIMITS.name),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
