import type { School } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { INFRACTION_TYPES, type AttendanceEntry, type ClockEntry } from './reports-attendance-pdf';
import type { ReportFrame, ReportPeriod, ReportVenue } from './reports-layout';
import type { StudentEnrollment } from './student-enrollments';
import type { ClassTranscriptEntry, GradeNodeRow, TranscriptClass } from './reports-transcript-pdf';

/*
 * What the reports read (migration 008's tables): always through the acting student's id, so that a
 * report only ever holds that student's own records. The PDFs are made from these by the pure
 * builders (reports-attendance-pdf.ts, reports-transcript-pdf.ts).
 */

/** The class or pathway a report heads with: the enrollment's own (student-enrollments.ts). */
export const reportVenueOf = (enrollment: StudentEnrollment): ReportVenue => ({
  venueType: enrollment.venueType,
  title: enrollment.title,
  code: enrollment.code,
  startDate: enrollment.startDate,
  endDate: enrollment.endDate,
});

/** The school and the student every report names; undefined when the student is gone. */
export async function reportFrame(
  db: Queryable,
  school: School,
  studentId: number,
  generatedAt = new Date(),
): Promise<ReportFrame | undefined> {
  const row = await queryOne<{ first_name: string; last_name: string }>(
    db,
    'SELECT first_name, last_name FROM students WHERE id = $1',
    [studentId],
  );
  return (
    row && {
      schoolName: school.name,
      timeZone: school.timezone,
      student: { firstName: row.first_name, lastName: row.last_name },
      generatedAt,
    }
  );
}

/**
 * The enrollment's attendance entries whose entry falls on a day of the period (the school's days),
 * in time order; only the infractions when asked.
 */
export async function attendanceEntries(
  db: Queryable,
  enrollmentId: number,
  period: ReportPeriod,
  timeZone: string,
  { infractionsOnly = false }: { infractionsOnly?: boolean } = {},
): Promise<AttendanceEntry[]> {
  const rows = await db.query<{
    entry_at: Date;
    exit_at: Date | null;
    type: string;
    hours: number | null;
    reason: string | null;
  }>(
    `SELECT entry_at, exit_at, type, hours::float8 AS hours, reason
       FROM attendance_entries
      WHERE enrollment_id = $1
        AND (entry_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date
        AND (NOT $5::boolean OR type = ANY($6::text[]))
      ORDER BY entry_at, id`,
    [enrollmentId, timeZone, period.startDate, period.endDate, infractionsOnly, [...INFRACTION_TYPES]],
  );
  return rows.map((r) => ({
    entryAt: r.entry_at,
    exitAt: r.exit_at,
    type: r.type,
    hours: r.hours ?? 0,
    reason: r.reason ?? '',
  }));
}

/** The enrollment's time-clock entries of the period's days, in time order. */
export async function clockEntries(
  db: Queryable,
  enrollmentId: number,
  period: ReportPeriod,
): Promise<ClockEntry[]> {
  const rows = await db.query<{ work_date: string; time_in: Date; time_out: Date | null }>(
    `SELECT work_date, time_in, time_out FROM time_clock_entries
      WHERE enrollment_id = $1 AND work_date BETWEEN $2::date AND $3::date
      ORDER BY work_date, time_in, id`,
    [enrollmentId, period.startDate, period.endDate],
  );
  return rows.map((r) => ({ workDate: r.work_date, timeIn: r.time_in, timeOut: r.time_out }));
}

/** The pathway's classes in its order (a node's own title first). */
export async function pathwayClasses(db: Queryable, pathId: number): Promise<TranscriptClass[]> {
  const rows = await db.query<{ title: string; code: string; start_date: string; end_date: string }>(
    `SELECT coalesce(n.title, c.title) AS title, c.code, c.start_date, c.end_date
       FROM pathway_nodes n JOIN classes c ON c.id = n.class_id
      WHERE n.pathway_id = $1
      ORDER BY n.position, n.id`,
    [pathId],
  );
  return rows.map((r) => ({ title: r.title, code: r.code, startDate: r.start_date, endDate: r.end_date }));
}

/** Every grade node of the enrollment (the tree is rebuilt by flattenGradeTree). */
export async function gradeNodeRows(db: Queryable, enrollmentId: number): Promise<GradeNodeRow[]> {
  const rows = await db.query<{
    id: number;
    parent_id: number | null;
    position: number | null;
    title: string;
    score: number | null;
    max_points: number | null;
    date_graded: string | null;
  }>(
    `SELECT id, parent_id, position, title, score::float8 AS score, max_points::float8 AS max_points,
            date_graded
       FROM grade_nodes WHERE enrollment_id = $1`,
    [enrollmentId],
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    position: r.position ?? 0,
    title: r.title,
    score: r.score,
    maxPoints: r.max_points,
    dateGraded: r.date_graded,
  }));
}

/**
 * The student's class enrollments (not dropped; only the completed ones when asked), by start date,
 * with the sum of each one's scored top-level grade nodes and the class's hours (unless it hides them).
 */
export async function classTranscriptEntries(
  db: Queryable,
  studentId: number,
  completedOnly: boolean,
): Promise<ClassTranscriptEntry[]> {
  const rows = await db.query<{
    title: string;
    code: string;
    start_date: string;
    end_date: string;
    status: string;
    hours: number | null;
    score: number | null;
    max_points: number | null;
  }>(
    `SELECT c.title, c.code, c.start_date, c.end_date, e.status,
            CASE WHEN c.hide_hours THEN NULL ELSE c.total_hours::float8 END AS hours,
            g.score, g.max_points
       FROM enrollments e
       JOIN classes c ON c.id = e.venue_id
       LEFT JOIN LATERAL (
             SELECT sum(score)::float8 AS score, sum(max_points)::float8 AS max_points
               FROM grade_nodes
              WHERE enrollment_id = e.id AND parent_id IS NULL AND score IS NOT NULL) g ON true
      WHERE e.student_id = $1 AND e.venue_type = 'CLASS'
        AND e.status IN ('enrolled', 'completed') AND (NOT $2::boolean OR e.status = 'completed')
      ORDER BY c.start_date, c.code, e.id`,
    [studentId, completedOnly],
  );
  return rows.map((r) => ({
    title: r.title,
    code: r.code,
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.status,
    score: r.score,
    maxPoints: r.score === null ? null : r.max_points,
    hours: r.hours,
  }));
}
