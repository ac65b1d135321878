import type { Meeting } from '../../../contract';
import { addDays, formatShortDate, weekStartOf } from '../../../lib/local-dates';
import { scheduleMessagesNow, type ScheduleMessages } from '../messages/catalog';

export type MeetingDay = { date: string; meetings: Meeting[] };
export type MeetingWeek = { weekStart: string; label: string; days: MeetingDay[] };

/** 'Week of Nov 30 – Dec 6', in the messages' language (the portal's now, unless a component passes its own). */
export const weekLabel = (weekStart: string, m: ScheduleMessages = scheduleMessagesNow()): string =>
  m('schedule.weekOf', {
    start: formatShortDate(weekStart, m.locale),
    end: formatShortDate(addDays(weekStart, 6), m.locale),
  });

const byTime = (a: Meeting, b: Meeting) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title);

/**
 * The schedule's weeks (Monday to Sunday, in the school's local days): only weeks and days that have a
 * meeting, in order, each day's meetings by start time.
 */
export const groupMeetingsByWeek = (
  meetings: readonly Meeting[],
  m: ScheduleMessages = scheduleMessagesNow(),
): MeetingWeek[] => {
  const weeks = new Map<string, Map<string, Meeting[]>>();
  for (const meeting of [...meetings].sort(byTime)) {
    const weekStart = weekStartOf(meeting.date);
    const days = weeks.get(weekStart) ?? new Map<string, Meeting[]>();
    weeks.set(weekStart, days);
    days.set(meeting.date, [...(days.get(meeting.date) ?? []), meeting]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, days]) => ({
      weekStart,
      label: weekLabel(weekStart, m),
      days: [...days.entries()].map(([date, dayMeetings]) => ({ date, meetings: dayMeetings })),
    }));
};
