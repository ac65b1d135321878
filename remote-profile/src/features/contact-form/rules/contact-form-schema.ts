import * as z from '@portal/shared/zod';
import { phoneDigits } from '@portal/shared';

/** The contact form's messages: the sign-in form's wording (spec section 5) where it has one. */
export const contactFormMessages = {
  emailRequired: 'Type in your email address',
  emailInvalid: 'Invalid email address',
  nameRequired: 'Type in your name',
  commentRequired: 'Type in your comment',
  phoneInvalid: 'Type in a valid phone number',
  tooLong: (max: number) => `At most ${max} characters`,
  sent: 'Thank you! Your message has been sent.',
  failed: 'Your message could not be sent',
} as const;

export const contactFormSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactFormMessages.emailRequired),
      z.maxLength(100, contactFormMessages.tooLong(100)),
      z.regex(z.regexes.email, contactFormMessages.emailInvalid),
    ),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactFormMessages.nameRequired),
      z.maxLength(100, contactFormMessages.tooLong(100)),
    ),
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactFormMessages.commentRequired),
      z.maxLength(2000, contactFormMessages.tooLong(2000)),
    ),
  /** Optional; when given, through the mask and exactly 10 digits. */
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || phoneDigits(value).length === 10, contactFormMessages.phoneInvalid),
  ),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
