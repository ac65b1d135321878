import type { MailMessage } from '../contracts';
import type { Queryable } from '../db';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * "Sends" an e-mail: there is no mail server, every message is stored in mail_messages and can be
 * read through the development mailbox. Nothing is logged (the links carry passports).
 */
export async function sendMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query(
    'INSERT INTO mail_messages (to_email, subject, body, links) VALUES ($1, $2, $3, $4::jsonb)',
    [mail.to, mail.subject, mail.text, JSON.stringify(mail.links)],
  );
}

interface MailRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  links: string[];
  sent_at: Date;
}

/** Newest first; only the messages to `to` when given. */
export async function listMail(db: Queryable, to?: string, limit = 100): Promise<MailMessage[]> {
  const rows = await db.query<MailRow>(
    `SELECT id, to_email, subject, body, links, sent_at FROM mail_messages
      WHERE $1::text IS NULL OR to_email = $1
      ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map(toMessage);
}

/** The newest messages sent to any of `addresses` (lower case), at most `limit`. */
export async function listMailTo(db: Queryable, addresses: string[], limit = 100): Promise<MailMessage[]> {
  const rows = await db.query<MailRow>(
    `SELECT id, to_email, subject, body, links, sent_at FROM mail_messages
      WHERE lower(to_email) = ANY($1::text[])
      ORDER BY id DESC LIMIT $2`,
    [addresses, limit],
  );
  return rows.map(toMessage);
}

function toMessage(r: MailRow): MailMessage {
  return {
    id: r.id,
    to: r.to_email,
    subject: r.subject,
    text: r.body,
    links: r.links,
    sentAt: new Date(r.sent_at).toISOString(),
  };
}

export async function clearMail(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: number }>('DELETE FROM mail_messages RETURNING id');
  return rows.length;
}
