import type { VenueType } from '../../src/contracts';
import type { Queryable } from '../../src/db';

/**
 * Rows of the enrollments area (migrations 008 and 009) for the API tests of reports and follow-up
 * forms: classes, a pathway, enrollments and what the school tracks of them, each made here with a
 * code or name of the test's own, so that no seed of the demo or of the test students is relied on.
 */

const one = async <T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T> => {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`no row from: ${sql}`);
  return row;
};

export interface TestClass {
  code: string;
  title: string;
  startDate: string;
  endDate: string;
  totalHours?: number;
}

/** A class of the catalog's first course. */
export async function makeClass(db: Queryable, c: TestClass): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO classes (course_id, code, title, start_date, end_date, capacity, total_hours)
     SELECT min(id), $1, $2, $3, $4, 30, $5 FROM courses RETURNING id`,
    [c.code, c.title, c.startDate, c.endDate, c.totalHours ?? 0],
  );
  return row.id;
}

/** A pathway of these classes, in this order. */
export async function makePathway(
  db: Queryable,
  code: string,
  title: string,
  classIds: readonly number[],
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO pathways (code, title, capacity) VALUES ($1, $2, 30) RETURNING id`,
    [code, title],
  );
  for (const [index, classId] of classIds.entries()) {
    await db.query('INSERT INTO pathway_nodes (pathway_id, class_id, position) VALUES ($1, $2, $3)', [
      id,
      classId,
      index + 1,
    ]);
  }
  return id;
}

/** An enrollment of the student (enrolled unless said), with a time clock when asked. */
export async function enroll(
  db: Queryable,
  studentId: number,
  venueType: VenueType,
  venueId: number,
  { status = 'enrolled', timeClock = false }: { status?: string; timeClock?: boolean } = {},
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO enrollments (student_id, venue_type, venue_id, status, source) VALUES ($1, $2, $3, $4, 'office')
     RETURNING id`,
    [studentId, venueType, venueId, status],
  );
  if (timeClock) {
    await db.query(
      `INSERT INTO enrollment_tracking (enrollment_id, show_attendance, show_time_clock) VALUES ($1, false, true)`,
      [id],
    );
  }
  return id;
}

export async function addAttendance(
  db: Queryable,
  enrollmentId: number,
  entries: readonly {
    entryAt: string;
    exitAt?: string | null;
    type: string;
    hours: number;
    reason?: string;
  }[],
): Promise<void> {
  for (const e of entries) {
    await db.query(
      `INSERT INTO attendance_entries (enrollment_id, entry_at, exit_at, type, hours, reason)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [enrollmentId, e.entryAt, e.exitAt ?? null, e.type, e.hours, e.reason ?? ''],
    );
  }
}

export async function addClockEntries(
  db: Queryable,
  enrollmentId: number,
  entries: readonly { workDate: string; timeIn: string; timeOut: string | null }[],
): Promise<void> {
  for (const e of entries) {
    await db.query(
      `INSERT INTO time_clock_entries (enrollment_id, work_date, time_in, time_out) VALUES ($1, $2, $3, $4)`,
      [enrollmentId, e.workDate, e.timeIn, e.timeOut],
    );
  }
}

/** A grade node; returns its id (for its children). */
export async function addGradeNode(
  db: Queryable,
  enrollmentId: number,
  node: {
    parentId?: number | null;
    position: number;
    title: string;
    score?: number | null;
    maxPoints?: number | null;
    dateGraded?: string | null;
  },
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO grade_nodes (enrollment_id, parent_id, position, title, type, score, max_points, date_graded)
     VALUES ($1, $2, $3, $4, 'Assessment', $5, $6, $7) RETURNING id`,
    [
      enrollmentId,
      node.parentId ?? null,
      node.position,
      node.title,
      node.score ?? null,
      node.maxPoints ?? null,
      node.dateGraded ?? null,
    ],
  );
  return id;
}

/** A new application form (its id after every other one's). */
export async function makeForm(db: Queryable, name: string): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO application_forms (id, name)
     SELECT coalesce(max(id), 0) + 1, $1 FROM application_forms RETURNING id`,
    [name],
  );
  return id;
}

/** The enrollment asks for these forms (enrollment_follow_up_forms), in this order. */
export async function askForForms(
  db: Queryable,
  enrollmentId: number,
  formIds: readonly number[],
): Promise<void> {
  for (const [index, formId] of formIds.entries()) {
    await db.query(
      'INSERT INTO enrollment_follow_up_forms (enrollment_id, form_id, position) VALUES ($1, $2, $3)',
      [enrollmentId, formId, index + 1],
    );
  }
}

/** The student's copy of a form, in a status ('started', 'submitted'...). */
export async function setFormStatus(
  db: Queryable,
  studentId: number,
  formId: number,
  venue: { venueType: VenueType; venueId: number },
  status: string,
): Promise<void> {
  await db.query(
    `INSERT INTO application_user_forms (student_id, form_id, venue_type, venue_id, status)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_id, form_id) DO UPDATE SET status = EXCLUDED.status`,
    [studentId, formId, venue.venueType, venue.venueId, status],
  );
}
