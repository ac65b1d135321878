import { type InfoLine, type School } from '../../../contracts';
import { formatDateRange, formatInstantDate, formatTimeRange } from '../../../lib/format';
import type { StudentEnrollment } from './student-enrollments';
import { WEEK_DAYS } from '../../../lib/school-time';
import type { ClassDetails, PathwayDetails, VenueDetails } from './venue-details';

/*
 * The general info of the enrollment view (spec 2.7): label and value lines, as the school words them.
 * Only what is real for the venue is there: a class without set days has no Days/Times line, one
 * without a place no Location line; hours the school hides are left out.
 */

export const GENERAL_INFO_LABELS = {
  status: 'Status',
  classId: 'Class ID',
  programId: 'Program ID',
  course: 'Course',
  dates: 'Dates',
  daysTimes: 'Days/Times',
  location: 'Location',
  instructor: 'Instructor',
  classes: 'Classes',
  totalHours: 'Total hours',
  enrolledOn: 'Enrolled on',
} as const;

const STATUS_WORDS = { enrolled: 'Enrolled', completed: 'Completed', registered: 'Registered' } as const;

/** Hours as the view shows them: '72', '7.5', '1,040' (up to two decimals). */
export const formatHours = (hours: number): string =>
  hours.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** 'Mon, Wed 6:00 PM - 9:00 PM', from whatever part of the schedule the class has ('' for none). */
export function formatSchedule(
  weekDays: readonly string[],
  startTime: string | null,
  endTime: string | null,
) {
  const days = WEEK_DAYS.filter((day) => weekDays.includes(day));
  // Monday first, as the school's week is written.
  const ordered = [...days.filter((d) => d !== 'Sun'), ...days.filter((d) => d === 'Sun')].join(', ');
  return [ordered, formatTimeRange(startTime, endTime)].filter(Boolean).join(' ');
}

const line = (label: string, value: string): InfoLine[] => (value ? [{ label, value }] : []);

function classLines(e: StudentEnrollment, c: ClassDetails): InfoLine[] {
  const L = GENERAL_INFO_LABELS;
  return [
    ...line(L.classId, e.code),
    // The course is worth a line only where the class has a title of its own.
    ...line(L.course, c.courseTitle !== c.title ? c.courseTitle : ''),
    ...line(L.dates, formatDateRange(e.startDate, e.endDate)),
    ...line(L.daysTimes, formatSchedule(c.weekDays, c.startTime, c.endTime)),
    ...line(L.location, c.locationName ?? ''),
    ...line(L.instructor, c.instructorName ?? ''),
    ...line(L.totalHours, !c.hideHours && c.totalHours > 0 ? formatHours(c.totalHours) : ''),
  ];
}

function pathwayLines(e: StudentEnrollment, p: PathwayDetails): InfoLine[] {
  const L = GENERAL_INFO_LABELS;
  return [
    ...line(L.programId, e.code),
    ...line(L.classes, String(p.classCount)),
    ...line(L.dates, formatDateRange(e.startDate, e.endDate)),
    ...line(L.totalHours, !p.hideHours && p.totalHours > 0 ? formatHours(p.totalHours) : ''),
  ];
}

export function generalInfo(school: School, e: StudentEnrollment, details: VenueDetails): InfoLine[] {
  return [
    { label: GENERAL_INFO_LABELS.status, value: STATUS_WORDS[e.status] },
    ...(details.venueType === 'CLASS' ? classLines(e, details) : pathwayLines(e, details)),
    { label: GENERAL_INFO_LABELS.enrolledOn, value: formatInstantDate(e.enrolledAt, school.timezone) },
  ];
}
