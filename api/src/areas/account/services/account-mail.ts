import { createPassport, PASSPORT_TTL_HOURS, passportLink } from '../../../auth/passports';
import type { Locale } from '../../../contracts';
import type { Queryable } from '../../../db';
import { messagesIn, type MessageId, type Translate } from '../../../i18n';
import { sendMail } from '../../../mail/mailer';

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
  /** Their saved language (`students.preferred_locale`): the mail's, when the school offers it. */
  preferred_locale?: string | null;
}

const greeting = (t: Translate, s: MailRecipient) =>
  s.first_name ? t('mail.greeting', { name: s.first_name }) : t('mail.greetingNoName');

/**
 * E-mails the student a link with a passport for `action`, in `locale` (the recipient's saved choice,
 * else the request's language: i18n's personLocale): the greeting, the `intro` lines, the link and how
 * long it lasts, then the `outro` lines.
 */
async function sendPassportMail(
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
  locale: Locale,
  action: 'verify_email' | 'reset_password',
  mail: { subject: MessageId; intro: MessageId[]; outro?: MessageId[] },
): Promise<void> {
  const t = messagesIn(locale);
  const link = passportLink(portalUrl, await createPassport(db, student, action));
  await sendMail(db, {
    to: student.email,
    subject: t(mail.subject),
    text: [
      greeting(t, student),
      '',
      ...mail.intro.map((id) => t(id)),
      link,
      '',
      t('mail.linkExpiry', { hours: PASSPORT_TTL_HOURS[action] }),
      ...(mail.outro ?? []).map((id) => t(id)),
    ].join('\n'),
    links: [link],
  });
}

/** Sends a verify_email passport link; opening it verifies the address and signs the student in. */
export const sendVerificationMail = (
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
  locale: Locale,
): Promise<void> =>
  sendPassportMail(db, portalUrl, student, locale, 'verify_email', {
    subject: 'mail.verify.subject',
    intro: ['mail.verify.intro'],
  });

/** Sends a reset_password passport link; opening it shows the new-password form. */
export const sendPasswordResetMail = (
  db: Queryable,
  portalUrl: string,
  student: MailRecipient,
  locale: Locale,
): Promise<void> =>
  sendPassportMail(db, portalUrl, student, locale, 'reset_password', {
    subject: 'mail.reset.subject',
    intro: ['mail.reset.intro', 'mail.reset.openLink'],
    outro: ['mail.reset.outro'],
  });
