import { createPassport, PASSPORT_TTL_HOURS, passportLink } from '../../../auth/passports';
import type { Queryable } from '../../../db';
import { sendMail } from '../../../mail/mailer';

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
}

const greeting = (s: MailRecipient) => (s.first_name ? `Hello ${s.first_name},` : 'Hello,');

/** Sends a verify_email passport link; opening it verifies the address and signs the student in. */
export async function sendVerificationMail(
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
): Promise<void> {
  const link = passportLink(portalUrl, await createPassport(db, student, 'verify_email'));
  await sendMail(db, {
    to: student.email,
    subject: 'Verify your email address',
    text: [
      greeting(student),
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      `The link can be used once and expires in ${PASSPORT_TTL_HOURS.verify_email} hours.`,
    ].join('\n'),
    links: [link],
  });
}

/** Sends a reset_password passport link; opening it shows the new-password form. */
export async function sendPasswordResetMail(
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
): Promise<void> {
  const link = passportLink(portalUrl, await createPassport(db, student, 'reset_password'));
  await sendMail(db, {
    to: student.email,
    subject: 'Reset your password',
    text: [
      greeting(student),
      '',
      'We received a request to reset the password of your student portal account.',
      'Open this link to choose a new password:',
      link,
      '',
      `The link can be used once and expires in ${PASSPORT_TTL_HOURS.reset_password} hours.`,
      'If you did not ask for this, you can ignore this email.',
    ].join('\n'),
    links: [link],
  });
}
