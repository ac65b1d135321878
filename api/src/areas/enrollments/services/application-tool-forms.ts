import { queryOne, type Db, type Queryable } from '../../../db';
import { storedAnswers, type ApplicationAnswers } from './application-tool-questions';
import type { FollowUpBinding } from './follow-up-forms';

/*
 * The student's copy of a follow-up form as the stand-in tool keeps it (application_user_forms, with
 * the answers column of migration 009): created 'started' when the form is first opened, its answers
 * saved while 'started', and 'submitted' once (after which nothing changes it here).
 */

export interface ApplicationCopy {
  formName: string;
  studentName: string;
  /** 'started', or a status of a submitted form. */
  status: string;
  answers: ApplicationAnswers;
}

/** The student's copy, 'started', unless there is one already (on the enrollment's class or pathway). */
async function ensureCopy(
  db: Queryable,
  { studentId, enrollmentId, formId }: FollowUpBinding,
): Promise<void> {
  await db.query(
    `INSERT INTO application_user_forms (student_id, form_id, venue_type, venue_id, status)
     SELECT e.student_id, $2, e.venue_type, e.venue_id, 'started' FROM enrollments e
      WHERE e.id = $3 AND e.student_id = $1
     ON CONFLICT (student_id, form_id) DO NOTHING`,
    [studentId, formId, enrollmentId],
  );
}

/** Opens the form (start_application and continue_application): its copy, made now if there is none. */
export async function openApplication(
  db: Db,
  binding: FollowUpBinding,
): Promise<ApplicationCopy | undefined> {
  await ensureCopy(db, binding);
  const row = await queryOne<{ form_name: string; student_name: string; status: string; answers: unknown }>(
    db,
    `SELECT a.name AS form_name, btrim(s.first_name || ' ' || s.last_name) AS student_name, u.status, u.answers
       FROM application_user_forms u
       JOIN application_forms a ON a.id = u.form_id
       JOIN students s ON s.id = u.student_id
      WHERE u.student_id = $1 AND u.form_id = $2`,
    [binding.studentId, binding.formId],
  );
  return (
    row && {
      formName: row.form_name,
      studentName: row.student_name || 'Student',
      status: row.status,
      answers: storedAnswers(row.answers),
    }
  );
}

export type SaveIntent = 'save' | 'submit';
export type SaveOutcome = 'saved' | 'submitted' | 'already_submitted';

/**
 * Keeps the answers; `submit` also submits the form. Only a 'started' copy changes (checked in the
 * update itself, so two posts at once cannot both submit): the student's passport, which opens their
 * other forms too, lives on, but changes this one no more.
 */
export async function saveApplication(
  db: Db,
  binding: FollowUpBinding,
  answers: ApplicationAnswers,
  intent: SaveIntent,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    await ensureCopy(tx, binding);
    const updated = await tx.query(
      `UPDATE application_user_forms SET answers = $3::jsonb, status = $4, updated_at = now()
        WHERE student_id = $1 AND form_id = $2 AND status = 'started'
        RETURNING id`,
      [
        binding.studentId,
        binding.formId,
        JSON.stringify(answers),
        intent === 'submit' ? 'submitted' : 'started',
      ],
    );
    if (updated.length === 0) return 'already_submitted';
    return intent === 'save' ? 'saved' : 'submitted';
  });
}
