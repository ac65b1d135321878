import crypto from 'node:crypto';
import { hashToken } from '../../../auth/sessions';
import { queryOne, type Queryable } from '../../../db';

/*
 * Passports of the application-form tool (spec 4.4): the tool is a page framed over the portal and
 * reached by form posts, so it cannot send the bearer token; a passport stands for it, for one
 * student's one follow-up form of one enrollment, for 30 minutes. 32 random bytes (base64url), of
 * which only the SHA-256 is stored (follow_up_passports, migration 009), as for sessions. It travels
 * in form posts only, never in a URL (where logs, history and Referer would keep it).
 */

export const FOLLOW_UP_PASSPORT_MINUTES = 30;
const PASSPORT_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whose form a passport opens: the student, the enrollment that asks for it, the form. */
export interface FollowUpBinding {
  studentId: number;
  enrollmentId: number;
  formId: number;
}

/** A new passport for the binding; the caller has checked that the form is the student's to fill in. */
export async function createFollowUpPassport(db: Queryable, binding: FollowUpBinding): Promise<string> {
  const passport = crypto.randomBytes(32).toString('base64url');
  // Expired passports open nothing: swept as new ones are made.
  await db.query(`DELETE FROM follow_up_passports WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO follow_up_passports (token_hash, student_id, enrollment_id, form_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [
      hashToken(passport),
      binding.studentId,
      binding.enrollmentId,
      binding.formId,
      FOLLOW_UP_PASSPORT_MINUTES,
    ],
  );
  return passport;
}

/**
 * What a passport opens while it is valid, and while what it was made for still holds (the enrollment
 * is still the student's, not dropped, and still asks for the form); undefined otherwise, or for
 * anything that is not a passport.
 */
export async function resolveFollowUpPassport(
  db: Queryable,
  passport: string | null | undefined,
): Promise<FollowUpBinding | undefined> {
  if (!passport || !PASSPORT_PATTERN.test(passport)) return undefined;
  const row = await queryOne<{ student_id: number; enrollment_id: number; form_id: number }>(
    db,
    `SELECT p.student_id, p.enrollment_id, p.form_id
       FROM follow_up_passports p
       JOIN enrollments e ON e.id = p.enrollment_id AND e.student_id = p.student_id
                         AND e.status IN ('enrolled', 'completed')
       JOIN enrollment_follow_up_forms f ON f.enrollment_id = p.enrollment_id AND f.form_id = p.form_id
      WHERE p.token_hash = $1 AND p.expires_at > now()`,
    [hashToken(passport)],
  );
  return row && { studentId: row.student_id, enrollmentId: row.enrollment_id, formId: row.form_id };
}

/** Ends every passport of the student's form (once it is submitted there is nothing left to open). */
export async function revokeFollowUpPassports(
  db: Queryable,
  { studentId, formId }: Pick<FollowUpBinding, 'studentId' | 'formId'>,
): Promise<void> {
  await db.query('DELETE FROM follow_up_passports WHERE student_id = $1 AND form_id = $2', [
    studentId,
    formId,
  ]);
}
