import * as z from '@portal/shared/zod';
import { FIELD_LIMITS, maxChars, phoneDigits, requiredText } from '@portal/shared';

/**
 * The contact form's refusals: the sign-in form's wording (spec section 5) where it has one. Their
 * Spanish is in the catalog under `validation.*`, which the form's fields show them through.
 */
export const contactFormMessages = {
  emailRequired: 'Type in your email address',
  emailInvalid: 'Invalid email address',
  nameRequired: 'Type in your name',
  commentRequired: 'Type in your comment',
  phoneInvalid: 'Type in a valid phone number',
} as const;

/**
 * The longest text each field takes: the e-mail as the spec's (section 9); the spec gives none for
 * the sender's name (a full name, not a legal first or last one) or the comment, so these are the
 * API's limits.
 */
export const CONTACT_FORM_LIMITS = { email: FIELD_LIMITS.email, name: 100, comment: 2000 } as const;

export const contactFormSchema = z.object({
  email: z
    .string(contactFormMessages.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, contactFormMessages.emailRequired),
      maxChars(CONTACT_FORM_LIMITS.email),
      z.regex(z.regexes.email, contactFormMessages.emailInvalid),
    ),
  name: requiredText(contactFormMessages.nameRequired, CONTACT_FORM_LIMITS.name),
  comment: requiredText(contactFormMessages.commentRequired, CONTACT_FORM_LIMITS.comment),
  /** Optional; when given, through the mask and exactly 10 digits. */
  phone: z.string(contactFormMessages.phoneInvalid).check(
    z.trim(),
    z.refine((value) => value === '' || phoneDigits(value).length === 10, contactFormMessages.phoneInvalid),
  ),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
