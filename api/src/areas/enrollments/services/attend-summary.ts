import { formatClockTotal, totalClockSeconds, type InfoLine } from '../../../contracts';
import type { Queryable } from '../../../db';
import { formatDate } from '../../../lib/format';
import { listTimeClock } from './attendance';
import type { StudentEnrollment } from './student-enrollments';
import { formatHours } from './general-info';
import type { VenueDetails } from './venue-details';

/*
 * The attendance summary of the enrollment view (spec 2.7): totals of the attendance entries, or of
 * the time-clock entries for an enrollment that logs attendance with the time clock (the same section
 * the view opens: spec 4.5). None when the school shows no attendance for the enrollment.
 */

export const ATTEND_SUMMARY_LABELS = {
  hoursAttended: 'Hours attended',
  hoursScheduled: 'Hours scheduled',
  absences: 'Absences',
  excusedAbsences: 'Excused absences',
  tardies: 'Tardies',
  leftEarly: 'Left early',
  timeLogged: 'Time logged',
  daysLogged: 'Days logged',
  lastLogged: 'Last logged',
} as const;

/** Attendance types (migration 008) counted on a line of their own. */
const COUNTED_TYPES = {
  Absent: ATTEND_SUMMARY_LABELS.absences,
  Excused: ATTEND_SUMMARY_LABELS.excusedAbsences,
  Tardy: ATTEND_SUMMARY_LABELS.tardies,
  'Left early': ATTEND_SUMMARY_LABELS.leftEarly,
} as const;

const scheduledLine = (details: VenueDetails): InfoLine[] =>
  !details.hideHours && details.totalHours > 0
    ? [{ label: ATTEND_SUMMARY_LABELS.hoursScheduled, value: formatHours(details.totalHours) }]
    : [];

async function attendanceLines(db: Queryable, e: StudentEnrollment, details: VenueDetails) {
  const rows = await db.query<{ type: string; n: number; hours: number }>(
    `SELECT type, count(*)::int AS n, sum(hours) AS hours FROM attendance_entries
      WHERE enrollment_id = $1 GROUP BY type`,
    [e.enrollmentId],
  );
  const hours = rows.reduce((sum, r) => sum + r.hours, 0);
  const countOf = (type: string) => rows.find((r) => r.type === type)?.n ?? 0;
  return [
    { label: ATTEND_SUMMARY_LABELS.hoursAttended, value: formatHours(hours) },
    ...scheduledLine(details),
    ...Object.entries(COUNTED_TYPES).map(([type, label]) => ({ label, value: String(countOf(type)) })),
  ];
}

async function timeClockLines(db: Queryable, e: StudentEnrollment, details: VenueDetails) {
  // From the items the time-clock table lists, so that the totals agree with it to the second.
  const items = await listTimeClock(db, e.enrollmentId);
  const last = items.reduce<string | null>((max, i) => (max === null || i.date > max ? i.date : max), null);
  return [
    // Hours:minutes, as the time-clock table totals them (spec 9).
    { label: ATTEND_SUMMARY_LABELS.timeLogged, value: formatClockTotal(totalClockSeconds(items)) },
    ...scheduledLine(details),
    { label: ATTEND_SUMMARY_LABELS.daysLogged, value: String(new Set(items.map((i) => i.date)).size) },
    ...(last ? [{ label: ATTEND_SUMMARY_LABELS.lastLogged, value: formatDate(last) }] : []),
  ];
}

export async function attendSummary(
  db: Queryable,
  e: StudentEnrollment,
  details: VenueDetails,
): Promise<InfoLine[]> {
  if (e.tracking.showTimeClock) return timeClockLines(db, e, details);
  if (e.tracking.showAttendance) return attendanceLines(db, e, details);
  return [];
}
