import type { FollowUpForm } from '../../../contracts';
import type { Queryable } from '../../../db';

/**
 * The follow-up forms an enrollment asks for (spec 3 and 4.4), in the school's order, each with the
 * student's copy: its id and status ('started', 'submitted', ...), or null and '' when not started.
 */
export async function listEnrollmentForms(
  db: Queryable,
  studentId: number,
  enrollmentId: number,
): Promise<FollowUpForm[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    user_form_id: number | null;
    status: string | null;
  }>(
    `SELECT f.id, f.name, uf.id AS user_form_id, uf.status
       FROM enrollment_follow_up_forms ef
       JOIN application_forms f ON f.id = ef.form_id
       LEFT JOIN application_user_forms uf ON uf.form_id = f.id AND uf.student_id = $1
      WHERE ef.enrollment_id = $2
      ORDER BY ef.position, f.id`,
    [studentId, enrollmentId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    userFormId: r.user_form_id,
    userFormStatus: r.status ?? '',
  }));
}
