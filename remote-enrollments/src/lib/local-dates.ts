import { currentLocale, LOCALE_TAGS, type Locale } from '@portal/shared/i18n';

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

/** A formatter of the locale's, made once per locale and options. */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}\0${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    formats.set(key, format);
  }
  return format;
};

const LONG_DATE = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
} as const;
const MONTH_TITLE = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const SHORT_DATE = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/*
 * Each formatter speaks the portal's language (`currentLocale()` unless a component passes its
 * messages' `m.locale`, which renders it again on a change): English is en-US, Spanish es-US.
 */

/** 'Monday, November 30, 2026'. */
export const formatLongDate = (isoDate: string, locale: Locale = currentLocale()): string =>
  formatIn(locale, LONG_DATE).format(toUtc(isoDate));
/** 'November 2026'. */
export const formatMonth = (month: string, locale: Locale = currentLocale()): string =>
  formatIn(locale, MONTH_TITLE).format(toUtc(`${month}-01`));
/** 'Nov 30'. */
export const formatShortDate = (isoDate: string, locale: Locale = currentLocale()): string =>
  formatIn(locale, SHORT_DATE).format(toUtc(isoDate));

/** The days of the week, Monday first, as a calendar's column heads: 'Mon' to 'Sun'. */
export const weekdayNames = (locale: Locale = currentLocale()): string[] =>
  // 2026-11-30 is a Monday.
  Array.from({ length: 7 }, (_, index) =>
    formatIn(locale, { weekday: 'short', timeZone: 'UTC' }).format(toUtc(addDays('2026-11-30', index))),
  );

/** '13:05' as '1:05 PM' (English as it always printed; other locales as `Intl` prints a time of day). */
export const formatClockTime = (time: string, locale: Locale = currentLocale()): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (locale !== 'en') {
    return formatIn(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      Date.UTC(1970, 0, 1, hours, minutes),
    );
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

/** An instant as the school's local time of day, '9:05 AM'. */
export const formatInstantTime = (
  instant: string,
  timezone: string,
  locale: Locale = currentLocale(),
): string =>
  formatIn(locale, { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(new Date(instant));

/** An instant as the school's local date and time, '11/24/2026, 9:05 AM'. */
export const formatInstant = (instant: string, timezone: string, locale: Locale = currentLocale()): string =>
  formatIn(locale, {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
  }).format(new Date(instant));
