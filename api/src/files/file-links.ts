import crypto from 'node:crypto';
import type { Locale } from '../contracts';
import { queryOne, type Queryable } from '../db';

/**
 * Short-lived capability links to a student's files: `/api/files/<token>`. A new browser tab cannot send
 * the bearer token, so the link itself is the secret. A link is 32 random bytes (base64url), good for
 * 10 minutes, for one student's one file; only its SHA-256 is stored (file_links, migrations 006 and
 * 007). What a link opens is made or read when it is opened (routes.ts): a receipt or statement PDF
 * (areas/payments), a document's file (areas/documents), an enrollment report or transcript
 * (areas/enrollments; its parameters are stored with the link, migration 009).
 */

export const FILE_LINK_MINUTES = 10;
export const FILE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a link opens. */
export type FileTarget =
  | { kind: 'receipt'; paymentId: number }
  | { kind: 'statement' }
  | { kind: 'document_file'; documentFileId: number }
  /**
   * What the enrollments area was asked for (which report, enrollment, dates...): its own shape,
   * parsed again by that area when the link is opened, so that this module need not know it.
   */
  | { kind: 'enrollment_report'; params: Record<string, unknown> };
export type FileKind = FileTarget['kind'];

export interface FileLink {
  /** Whose file: the student the link was made for (the acting student of that session). */
  studentId: number;
  target: FileTarget;
  /**
   * The language of a file made when opened (a PDF's fixed texts and dates), decided when the link was
   * made (i18n's requesterLocale, migration 016); null for a link made without one.
   */
  locale: Locale | null;
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new link to one of the student's files; the caller has checked that the file is theirs. `locale`:
 * the language of a PDF made when it is opened.
 */
export async function createFileLink(
  db: Queryable,
  studentId: number,
  target: FileTarget,
  locale: Locale | null = null,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  // Expired links are of no use to anyone: swept as new ones are made.
  await db.query(`DELETE FROM file_links WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO file_links (token_hash, student_id, kind, payment_id, document_file_id, report_params, expires_at, locale)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7), $8)`,
    [
      hash(token),
      studentId,
      target.kind,
      target.kind === 'receipt' ? target.paymentId : null,
      target.kind === 'document_file' ? target.documentFileId : null,
      target.kind === 'enrollment_report' ? JSON.stringify(target.params) : null,
      FILE_LINK_MINUTES,
      locale,
    ],
  );
  return `/api/files/${token}`;
}

/** What a token opens, while it is valid; undefined for an unknown, malformed or expired one. */
export async function resolveFileLink(db: Queryable, token: string): Promise<FileLink | undefined> {
  if (!FILE_TOKEN_PATTERN.test(token)) return undefined;
  const row = await queryOne<{
    student_id: number;
    kind: FileKind;
    payment_id: number | null;
    document_file_id: number | null;
    report_params: Record<string, unknown> | null;
    locale: Locale | null;
  }>(
    db,
    `SELECT student_id, kind, payment_id, document_file_id, report_params, locale FROM file_links
      WHERE token_hash = $1 AND expires_at > now()`,
    [hash(token)],
  );
  if (!row) return undefined;
  const link = { studentId: row.student_id, locale: row.locale };
  switch (row.kind) {
    case 'receipt':
      return { ...link, target: { kind: 'receipt', paymentId: row.payment_id! } };
    case 'statement':
      return { ...link, target: { kind: 'statement' } };
    case 'document_file':
      return { ...link, target: { kind: 'document_file', documentFileId: row.document_file_id! } };
    case 'enrollment_report':
      return { ...link, target: { kind: 'enrollment_report', params: row.report_params! } };
  }
}
