/*
 * Calendar days as ISO strings (`YYYY-MM-DD`): the school's local days, free of the browser's timezone.
 * Arithmetic runs on UTC midnights, where every day has 24 hours.
 */

const toUtc = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);
const fromUtc = (day: Date): string => day.toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number): string => {
  const day = toUtc(isoDate);
  day.setUTCDate(day.getUTCDate() + days);
  return fromUtc(day);
};

/** 0 for Monday to 6 for Sunday: the school's weeks start on Monday. */
export const weekdayIndex = (isoDate: string): number => (toUtc(isoDate).getUTCDay() + 6) % 7;

/** The Monday of the week the day is in. */
export const weekStartOf = (isoDate: string): string => addDays(isoDate, -weekdayIndex(isoDate));

/** `YYYY-MM` of a day. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** The first and last day of a month (`YYYY-MM`). */
export const monthBounds = (month: string): { first: string; last: string } => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0));
  return { first: `${month}-01`, last: fromUtc(last) };
};

/** The month before or after (`delta` months away). */
export const shiftMonth = (month: string, delta: number): string => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return fromUtc(new Date(Date.UTC(year, monthNumber - 1 + delta, 1))).slice(0, 7);
};

/** Today in a timezone (the school's), whatever the browser's is. */
export const todayIn = (timezone: string, now: Date = new Date()): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Monday, November 30, 2026'. */
export const formatLongDate = (isoDate: string): string => longDate.format(toUtc(isoDate));
/** 'November 2026'. */
export const formatMonth = (month: string): string => monthTitle.format(toUtc(`${month}-01`));
/** 'Nov 30'. */
export const formatShortDate = (isoDate: string): string => shortDate.format(toUtc(isoDate));

/** '13:05' as '1:05 PM'. */
export const formatClockTime = (time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

/** An instant as the school's local time of day, '9:05 AM'. */
export const formatInstantTime = (instant: string, timezone: string): string =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(
    new Date(instant),
  );

/** An instant as the school's local date and time, '11/24/2026, 9:05 AM'. */
export const formatInstant = (instant: string, timezone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
  }).format(new Date(instant));
