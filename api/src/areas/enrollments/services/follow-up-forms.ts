import { queryOne, type Queryable } from '../../../db';

/*
 * The follow-up forms an enrollment asks for (enrollment_follow_up_forms, migration 008) and the
 * student's copy of each (application_user_forms: no row yet, 'started', or submitted). The portal
 * reads a form's status with GET /rapidapp/form/{id} (browse's) and opens it in the stand-in tool.
 */

/** A follow-up form the tool may open: the student, an enrollment of theirs that asks for it, the form. */
export interface FollowUpBinding {
  studentId: number;
  enrollmentId: number;
  formId: number;
}

/**
 * The form as one of the student's follow-up forms: asked for by an enrollment of theirs that is
 * enrolled or completed (the first, when several ask for it; the student has one copy of a form
 * whichever asks). Undefined for any other form, and once no such enrollment is left.
 */
export async function findFollowUpForm(
  db: Queryable,
  studentId: number,
  formId: number,
): Promise<FollowUpBinding | undefined> {
  const row = await queryOne<{ enrollment_id: number }>(
    db,
    `SELECT e.id AS enrollment_id
       FROM enrollments e
       JOIN enrollment_follow_up_forms f ON f.enrollment_id = e.id AND f.form_id = $2
      WHERE e.student_id = $1 AND e.status IN ('enrolled', 'completed')
      ORDER BY e.id
      LIMIT 1`,
    [studentId, formId],
  );
  return row && { studentId, enrollmentId: row.enrollment_id, formId };
}
