/*
 * Days and wall-clock times of the school. Class dates and times are stored as the school's local
 * calendar ('2027-01-14', '18:30:00'), never as instants, so most of this is date arithmetic on ISO
 * days (done at noon UTC, where no offset can move a day). Only "today" and turning a local time into
 * an instant need the school's timezone, and both ask Intl rather than the server's own zone.
 */

export const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const DAY_MS = 86_400_000;
const noonUtc = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number): string => isoOf(noonUtc(isoDate) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((noonUtc(to) - noonUtc(from)) / DAY_MS);

export const weekDayOf = (isoDate: string): WeekDay => WEEK_DAYS[new Date(noonUtc(isoDate)).getUTCDay()]!;

/** The wall-clock fields of an instant in a timezone. */
function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The school's local day of an instant, `YYYY-MM-DD` (its today, for `new Date()`). */
export function schoolDate(at: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(at, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant of a wall-clock time on a day of the school's (`'2026-11-03'`, `'18:30'`): the offset of
 * the zone at that moment, found by asking Intl what the first guess looks like there and correcting
 * once more for a guess that fell on the other side of a daylight-saving change.
 */
export function schoolInstant(isoDate: string, time: string, timeZone: string): Date {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + ((h * 60 + m) * 60 + s) * 1000;
  const offsetAt = (ms: number) => {
    const p = zonedParts(new Date(ms), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
  };
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return new Date(guess);
}
