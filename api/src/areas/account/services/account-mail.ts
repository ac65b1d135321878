import { createPassport, PASSPORT_TTL_HOURS, passportLink } from '../../../auth/passports';
import type { Queryable } from '../../../db';
import { sendMail } from '../../../mail/mailer';

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
}

const greeting = (s: MailRecipient) => (s.first_name ? `Hello ${s.first_name},` : 'Hello,');

/**
 * E-mails the student a link with a passport for `action`: the greeting, the `intro` lines, the link and
 * how long it lasts, then the `outro` lines.
 */
async function sendPassportMail(
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
  action: 'verify_email' | 'reset_password',
  mail: { subject: string; intro: string[]; outro?: string[] },
): Promise<void> {
  const link = passportLink(portalUrl, await createPassport(db, student, action));
  await sendMail(db, {
    to: student.email,
    subject: mail.subject,
    text: [
      greeting(student),
      '',
      ...mail.intro,
      link,
      '',
      `The link can be used once and expires in ${PASSPORT_TTL_HOURS[action]} hours.`,
      ...(mail.outro ?? []),
    ].join('\n'),
    links: [link],
  });
}

/** Sends a verify_email passport link; opening it verifies the address and signs the student in. */
export const sendVerificationMail = (
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
): Promise<void> =>
  sendPassportMail(db, portalUrl, student, 'verify_email', {
    subject: 'Verify your email address',
    intro: ['Please confirm your email address by opening this link:'],
  });

/** Sends a reset_password passport link; opening it shows the new-password form. */
export const sendPasswordResetMail = (
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
): Promise<void> =>
  sendPassportMail(db, portalUrl, student, 'reset_password', {
    subject: 'Reset your password',
    intro: [
      'We received a request to reset the password of your student portal account.',
      'Open this link to choose a new password:',
    ],
    outro: ['If you did not ask for this, you can ignore this email.'],
  });
