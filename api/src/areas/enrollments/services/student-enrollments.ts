import type { EnrollmentSummary, VenueType } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { VENUE_COLUMNS, venueJoins } from '../../../db/venue-joins';
import { enrollmentNotFound } from './errors';
import {
  toTracking,
  TRACKING_COLUMNS,
  type EnrollmentTracking,
  type TrackingRow,
} from './enrollment-tracking';

/**
 * The acting student's enrollments: every lookup here is by the student first, so that an id of
 * someone else's is never found (the endpoints' `owned` ids). "Active" is what the schema calls it
 * (enrollments_active_key): enrolled, completed or registered (a submitted registration form the school
 * has not accepted yet: areas/registration), never dropped.
 */
export type ActiveStatus = 'enrolled' | 'completed' | 'registered';

export interface StudentEnrollment {
  enrollmentId: number;
  venueType: VenueType;
  venueId: number;
  status: ActiveStatus;
  enrolledAt: Date;
  title: string;
  code: string;
  /** A class's dates; a pathway's from its classes (null for a pathway without classes). */
  startDate: string | null;
  endDate: string | null;
  tracking: EnrollmentTracking;
}

interface EnrollmentRow extends TrackingRow {
  id: number;
  venue_type: VenueType;
  venue_id: number;
  status: ActiveStatus;
  enrolled_at: Date;
  title: string;
  code: string;
  start_date: string | null;
  end_date: string | null;
}

/** An enrollment with its venue and tracking; a venue that no longer exists drops out. */
const ENROLLMENT_SELECT = `
  SELECT e.id, e.venue_type, e.venue_id, e.status, e.enrolled_at, ${VENUE_COLUMNS},
         ${TRACKING_COLUMNS}
    FROM enrollments e ${venueJoins('e')}
    LEFT JOIN enrollment_tracking t ON t.enrollment_id = e.id
   WHERE e.student_id = $1 AND e.status <> 'dropped' AND (c.id IS NOT NULL OR p.id IS NOT NULL)`;

const toEnrollment = (row: EnrollmentRow): StudentEnrollment => ({
  enrollmentId: row.id,
  venueType: row.venue_type,
  venueId: row.venue_id,
  status: row.status,
  enrolledAt: row.enrolled_at,
  title: row.title,
  code: row.code,
  startDate: row.start_date,
  endDate: row.end_date,
  tracking: toTracking(row),
});

/** The student's active enrollments: the current ones first, then by start date and title. */
export async function listStudentEnrollments(db: Queryable, studentId: number): Promise<StudentEnrollment[]> {
  const rows = await db.query<EnrollmentRow>(
    `${ENROLLMENT_SELECT}
     ORDER BY e.status = 'completed', COALESCE(c.start_date, pd.start_date) NULLS LAST,
              COALESCE(c.title, p.title), e.id`,
    [studentId],
  );
  return rows.map(toEnrollment);
}

/** One of the student's active enrollments, or undefined: another student's or a dropped one is not found. */
export async function findStudentEnrollment(
  db: Queryable,
  studentId: number,
  enrollmentId: number,
): Promise<StudentEnrollment | undefined> {
  const row = await queryOne<EnrollmentRow>(db, `${ENROLLMENT_SELECT} AND e.id = $2`, [
    studentId,
    enrollmentId,
  ]);
  return row && toEnrollment(row);
}

/**
 * One of the student's active enrollments, or a 404 (`enrollmentNotFound`) for anything else: another
 * student's, a dropped one, or one in another venue than the caller names.
 */
export async function requireStudentEnrollment(
  db: Queryable,
  studentId: number,
  enrollmentId: number,
  venue: { venueType: VenueType; venueId?: number },
): Promise<StudentEnrollment> {
  const enrollment = await findStudentEnrollment(db, studentId, enrollmentId);
  if (!enrollment || enrollment.venueType !== venue.venueType) throw enrollmentNotFound();
  if (venue.venueId !== undefined && enrollment.venueId !== venue.venueId) throw enrollmentNotFound();
  return enrollment;
}

/** The student's active enrollment in a venue (at most one: enrollments_active_key), or undefined. */
export async function findEnrollmentInVenue(
  db: Queryable,
  studentId: number,
  venueType: VenueType,
  venueId: number,
): Promise<StudentEnrollment | undefined> {
  const row = await queryOne<EnrollmentRow>(
    db,
    `${ENROLLMENT_SELECT} AND e.venue_type = $2 AND e.venue_id = $3`,
    [studentId, venueType, venueId],
  );
  return row && toEnrollment(row);
}

/** The student's active enrollment in a venue, or a 404. */
export async function requireEnrollmentInVenue(
  db: Queryable,
  studentId: number,
  venueType: VenueType,
  venueId: number,
): Promise<StudentEnrollment> {
  const enrollment = await findEnrollmentInVenue(db, studentId, venueType, venueId);
  if (!enrollment) throw enrollmentNotFound();
  return enrollment;
}

/** GET /enrollments: the list the enrollments page shows (progress null when the school hides it). */
export const toEnrollmentSummary = (e: StudentEnrollment): EnrollmentSummary => ({
  enrollmentId: e.enrollmentId,
  venueType: e.venueType,
  venueId: e.venueId,
  title: e.title,
  code: e.code,
  // A pathway without classes has no dates yet: '' rather than a made-up day.
  startDate: e.startDate ?? '',
  endDate: e.endDate ?? '',
  status: e.status,
  percentCompleted: e.tracking.hideProgressData ? null : e.tracking.percentCompleted,
});
