import type { ClockClass, ClockClassesResponse, School, VenueType } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { toTimeClockItem, TIME_CLOCK_COLUMNS, type TimeClockRow } from './attendance';
import { alreadyClockedIn, enrollmentNotFound, notClockedIn, timeClockUnavailable } from './errors';
import { schoolDate } from '../../../lib/school-time';

/*
 * Log Attendance: the student's time-clock classes, clocking in and out (a time-clock entry from the
 * portal). A class is a time-clock class while the student is enrolled in it (not completed) and the
 * school logs its attendance with the time clock (enrollment_tracking.show_time_clock). A clock-in is
 * allowed on any day. Times are to the second, from the API's clock; an entry's work_date is the
 * school's day of its clock-in.
 */

/** An instant to the whole second, as a time clock records it (and as the seconds worked count). */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

interface ClockClassRow {
  id: number;
  venue_type: VenueType;
  venue_id: number;
  title: string;
  code: string;
}

/** GET /attendance/time_clock: each class with its open entry and today's entries (the open one too). */
export async function clockClasses(
  db: Queryable,
  school: School,
  studentId: number,
  now: Date = new Date(),
): Promise<ClockClassesResponse> {
  const today = schoolDate(now, school.timezone);
  const rows = await db.query<ClockClassRow>(
    `SELECT e.id, e.venue_type, e.venue_id, COALESCE(c.title, p.title) AS title, COALESCE(c.code, p.code) AS code
       FROM enrollments e
       JOIN enrollment_tracking t ON t.enrollment_id = e.id AND t.show_time_clock
       LEFT JOIN classes c ON e.venue_type = 'CLASS' AND c.id = e.venue_id
       LEFT JOIN pathways p ON e.venue_type = 'PATH' AND p.id = e.venue_id
      WHERE e.student_id = $1 AND e.status = 'enrolled' AND (c.id IS NOT NULL OR p.id IS NOT NULL)
      ORDER BY COALESCE(c.title, p.title), e.id`,
    [studentId],
  );
  const entries = await db.query<TimeClockRow & { enrollment_id: number }>(
    `SELECT enrollment_id, ${TIME_CLOCK_COLUMNS} FROM time_clock_entries
      WHERE enrollment_id = ANY($1::int[]) AND (work_date = $2::date OR time_out IS NULL)
      ORDER BY time_in, id`,
    [rows.map((r) => r.id), today],
  );
  const classes: ClockClass[] = rows.map((r) => {
    const mine = entries.filter((entry) => entry.enrollment_id === r.id);
    const open = mine.find((entry) => entry.time_out === null);
    return {
      enrollmentId: r.id,
      venueType: r.venue_type,
      venueId: r.venue_id,
      title: r.title,
      code: r.code,
      clockedInAt: open ? open.time_in.toISOString() : null,
      today: mine.map(toTimeClockItem),
    };
  });
  return { today, timezone: school.timezone, classes };
}

/**
 * An enrollment the student may clock into or out of: theirs (404 otherwise, as for any id of someone
 * else's), enrolled and logged with the time clock (409 `time_clock_unavailable` otherwise).
 */
async function requireClockEnrollment(db: Queryable, studentId: number, enrollmentId: number) {
  const row = await queryOne<{ status: string; show_time_clock: boolean | null }>(
    db,
    `SELECT e.status, t.show_time_clock FROM enrollments e
       LEFT JOIN enrollment_tracking t ON t.enrollment_id = e.id
      WHERE e.id = $2 AND e.student_id = $1 AND e.status <> 'dropped'`,
    [studentId, enrollmentId],
  );
  if (!row) throw enrollmentNotFound();
  if (row.status !== 'enrolled' || !row.show_time_clock) throw timeClockUnavailable();
}

/**
 * A clock-in or clock-out: checks the enrollment (requireClockEnrollment), makes the change at `now` to
 * the second, then gives the student's clock classes as they are after it.
 */
const clockChange =
  (change: (db: Queryable, school: School, enrollmentId: number, at: Date) => Promise<void>) =>
  async (
    db: Queryable,
    school: School,
    studentId: number,
    enrollmentId: number,
    now: Date = new Date(),
  ): Promise<ClockClassesResponse> => {
    await requireClockEnrollment(db, studentId, enrollmentId);
    await change(db, school, enrollmentId, toSecond(now));
    return clockClasses(db, school, studentId, now);
  };

/**
 * POST /attendance/clock_in: opens an entry (today's, from the portal). The open-entry key refuses a
 * second one in the same statement, so two clock-ins at once cannot both open one (409).
 */
export const clockIn = clockChange(async (db, school, enrollmentId, at) => {
  const opened = await db.query(
    `INSERT INTO time_clock_entries (enrollment_id, work_date, time_in, environment)
     VALUES ($1, $2::date, $3, 'Portal')
     ON CONFLICT (enrollment_id) WHERE time_out IS NULL DO NOTHING RETURNING id`,
    [enrollmentId, schoolDate(at, school.timezone), at],
  );
  if (opened.length === 0) throw alreadyClockedIn();
});

/** POST /attendance/clock_out: closes the open entry (never before its own clock-in), else 409. */
export const clockOut = clockChange(async (db, _school, enrollmentId, at) => {
  const closed = await db.query(
    `UPDATE time_clock_entries SET time_out = GREATEST($2::timestamptz, time_in)
      WHERE enrollment_id = $1 AND time_out IS NULL RETURNING id`,
    [enrollmentId, at],
  );
  if (closed.length === 0) throw notClockedIn();
});
