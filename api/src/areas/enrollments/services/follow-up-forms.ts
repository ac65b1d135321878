import { followUpState, type FollowUpState } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import { enrollmentNotFound } from './errors';

/*
 * The follow-up forms an enrollment asks for (enrollment_follow_up_forms, migration 008) and the
 * student's copy of each (application_user_forms: no row yet, 'started', or submitted).
 */

export const followUpErrorCodes = {
  /** 409: the form was submitted (any status but 'started'): it cannot be opened again. */
  alreadySubmitted: 'already_submitted',
} as const;

export const FOLLOW_UP_MESSAGES = {
  formNotFound: 'Follow-up form not found',
  alreadySubmitted: 'This application was already submitted',
} as const;

export const alreadySubmitted = () =>
  new HttpError(409, followUpErrorCodes.alreadySubmitted, FOLLOW_UP_MESSAGES.alreadySubmitted);

/** A follow-up form of one of the student's enrollments, and where the student is with it. */
export interface FollowUpFormState {
  formId: number;
  name: string;
  /** Spec 4.4: 'start' (no copy yet), 'continue' ('started') or 'submitted'. */
  state: FollowUpState;
}

/**
 * The form the student's own enrollment (enrolled or completed) asks for: 404 `Enrollment not found`
 * (errors.ts) for anyone else's enrollment, 404 `Follow-up form not found` for a form it does not ask for.
 */
export async function requireFollowUpForm(
  db: Queryable,
  studentId: number,
  enrollmentId: number,
  formId: number,
): Promise<FollowUpFormState> {
  const row = await queryOne<{ form_id: number | null; name: string | null; status: string | null }>(
    db,
    `SELECT f.form_id, a.name, u.status
       FROM enrollments e
       LEFT JOIN enrollment_follow_up_forms f ON f.enrollment_id = e.id AND f.form_id = $3
       LEFT JOIN application_forms a ON a.id = f.form_id
       LEFT JOIN application_user_forms u ON u.student_id = e.student_id AND u.form_id = f.form_id
      WHERE e.id = $1 AND e.student_id = $2 AND e.status IN ('enrolled', 'completed')`,
    [enrollmentId, studentId, formId],
  );
  if (!row) throw enrollmentNotFound();
  if (row.form_id === null || row.name === null) throw notFound(FOLLOW_UP_MESSAGES.formNotFound);
  return { formId: row.form_id, name: row.name, state: followUpState(row.status) };
}
