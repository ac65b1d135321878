import {
  MAX_MEETING_DAYS,
  type Meeting,
  type MeetingsResponse,
  type School,
  type VenueType,
} from '../../../contracts';
import type { Queryable } from '../../../db';
import { ENROLLMENT_MESSAGES, invalidMeetingsRange } from './errors';
import { addDays, daysBetween, schoolDate, weekDayOf } from '../../../lib/school-time';

/*
 * GET /enrollments/meetings: the class meetings of the student's active enrollments (classes taken on
 * their own and the classes of their pathways) between two days, for the schedule, the calendar and
 * its export. A meeting is a day of the class's dates that falls on one of its week days, at its start
 * and end times: all of it the school's local calendar, so no timezone arithmetic is needed; only
 * "today" asks the school's timezone. A class without days or times has no meetings.
 */

/** The domain of every meeting's UID: fixed, so that an exported calendar's events keep theirs. */
export const MEETING_UID_DOMAIN = 'meetings.student-portal';

export const meetingUid = (classId: number, isoDate: string) =>
  `class-${classId}-${isoDate.replace(/-/g, '')}@${MEETING_UID_DOMAIN}`;

interface MeetingClassRow {
  class_id: number;
  venue_type: VenueType;
  venue_id: number;
  title: string;
  code: string;
  start_date: string;
  end_date: string;
  week_days: string[];
  start_time: string;
  end_time: string;
  location_name: string | null;
  location_address: string | null;
  instructor_name: string | null;
}

/**
 * The classes that meet between the two days, once each: a class the student takes on its own and
 * through a pathway is the class's (its venue), not the pathway's.
 */
const MEETING_CLASSES_SQL = `
  SELECT DISTINCT ON (k.id) k.id AS class_id, e.venue_type, e.venue_id, k.title, k.code, k.start_date,
         k.end_date, k.week_days, k.start_time, k.end_time, l.name AS location_name,
         CASE WHEN l.id IS NULL THEN NULL
              ELSE l.street || ', ' || l.city || ', ' || l.state_code || ' ' || l.zip END AS location_address,
         NULLIF(btrim(concat_ws(' ', i.first_name, i.last_name)), '') AS instructor_name
    FROM enrollments e
    JOIN LATERAL (
      SELECT e.venue_id AS class_id WHERE e.venue_type = 'CLASS'
      UNION ALL
      SELECT n.class_id FROM pathway_nodes n WHERE e.venue_type = 'PATH' AND n.pathway_id = e.venue_id
    ) v ON true
    JOIN classes k ON k.id = v.class_id
    LEFT JOIN locations l ON l.id = k.location_id
    LEFT JOIN instructors i ON i.id = k.instructor_id
   WHERE e.student_id = $1 AND e.status <> 'dropped'
     AND k.start_date <= $3::date AND k.end_date >= $2::date
     AND cardinality(k.week_days) > 0 AND k.start_time IS NOT NULL AND k.end_time IS NOT NULL
   ORDER BY k.id, e.venue_type = 'PATH', e.venue_id`;

/** 400 `invalid_input` (on `to`) for a range that ends before it starts or is over MAX_MEETING_DAYS. */
export function checkMeetingsRange(from: string, to: string): void {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalidMeetingsRange(ENROLLMENT_MESSAGES.meetingsEndBeforeStart);
  if (days > MAX_MEETING_DAYS) throw invalidMeetingsRange(ENROLLMENT_MESSAGES.meetingsRangeTooLong);
}

function meetingsOfClass(row: MeetingClassRow, from: string, to: string): Meeting[] {
  const first = row.start_date > from ? row.start_date : from;
  const last = row.end_date < to ? row.end_date : to;
  const meetings: Meeting[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!row.week_days.includes(weekDayOf(day))) continue;
    meetings.push({
      uid: meetingUid(row.class_id, day),
      venueType: row.venue_type,
      venueId: row.venue_id,
      classId: row.class_id,
      title: row.title,
      code: row.code,
      date: day,
      startTime: row.start_time.slice(0, 5),
      endTime: row.end_time.slice(0, 5),
      locationName: row.location_name,
      locationAddress: row.location_address,
      instructorName: row.instructor_name,
    });
  }
  return meetings;
}

export async function meetingsOf(
  db: Queryable,
  school: School,
  studentId: number,
  range: { from: string; to: string },
  now: Date = new Date(),
): Promise<MeetingsResponse> {
  checkMeetingsRange(range.from, range.to);
  const rows = await db.query<MeetingClassRow>(MEETING_CLASSES_SQL, [studentId, range.from, range.to]);
  const meetings = rows
    .flatMap((row) => meetingsOfClass(row, range.from, range.to))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.startTime.localeCompare(b.startTime) ||
        a.code.localeCompare(b.code) ||
        a.classId - b.classId,
    );
  return { timezone: school.timezone, today: schoolDate(now, school.timezone), meetings };
}
