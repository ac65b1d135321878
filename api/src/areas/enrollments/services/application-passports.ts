import crypto from 'node:crypto';
import { hashToken } from '../../../auth/sessions';
import { queryOne, type Queryable } from '../../../db';

/*
 * Passports of the application-form tool (spec 4.4, 7.1): the tool is a page framed over the portal
 * and reached by form posts, so it cannot send the bearer token; a passport from POST /rapidapp/passport
 * stands for it, for one student, for 30 minutes. Which form it opens comes with each post and is
 * checked then (follow-up-forms.ts `findFollowUpForm`). 32 random bytes (base64url), of which only the
 * SHA-256 is stored (application_passports, migration 013), as for sessions. It travels in form posts
 * only, never in a URL (where logs, history and Referer would keep it).
 */

export const APPLICATION_PASSPORT_MINUTES = 30;
const PASSPORT_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new passport for the student; the caller has checked that the student is the one acting. */
export async function createApplicationPassport(db: Queryable, studentId: number): Promise<string> {
  const passport = crypto.randomBytes(32).toString('base64url');
  // Expired passports open nothing: swept as new ones are made.
  await db.query(`DELETE FROM application_passports WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO application_passports (token_hash, student_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(passport), studentId, APPLICATION_PASSPORT_MINUTES],
  );
  return passport;
}

/** The student a passport stands for while it is valid; undefined otherwise, or for anything that is not one. */
export async function resolveApplicationPassport(
  db: Queryable,
  passport: string | null | undefined,
): Promise<number | undefined> {
  if (!passport || !PASSPORT_PATTERN.test(passport)) return undefined;
  const row = await queryOne<{ student_id: number }>(
    db,
    'SELECT student_id FROM application_passports WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(passport)],
  );
  return row?.student_id;
}
