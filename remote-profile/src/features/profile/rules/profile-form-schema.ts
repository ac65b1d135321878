import { FIELD_LIMITS, optionalText, requiredText } from '@portal/shared';
import * as z from '@portal/shared/zod';
import { profileMessages } from './profile-rules';

/** Spec section 5: the legal names as the sign-up form has them; the preferred name is optional. */
export const profileFormSchema = z.object({
  firstName: requiredText(profileMessages.firstNameRequired, FIELD_LIMITS.name),
  lastName: requiredText(profileMessages.lastNameRequired, FIELD_LIMITS.name),
  preferredName: optionalText(FIELD_LIMITS.name),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
