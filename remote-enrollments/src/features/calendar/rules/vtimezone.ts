/*
 * An RFC 5545 VTIMEZONE for an IANA zone, from what the browser's Intl knows of it: every change of
 * its UTC offset in the years asked for, each as an observance of its own (no RRULE, so nothing has to
 * guess the zone's future rules). A zone without changes gets one STANDARD observance.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in minutes east of UTC ('GMT-05:00' is -300). */
export const utcOffsetMinutes = (timezone: string, instant: number): number => {
  let format = offsetFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    offsetFormats.set(timezone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

export type OffsetChange = { at: number; from: number; to: number };

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Every offset change in [start, end), found day by day, then to the minute. */
export const offsetChanges = (timezone: string, start: number, end: number): OffsetChange[] => {
  const changes: OffsetChange[] = [];
  let before = utcOffsetMinutes(timezone, start);
  for (let day = start + DAY; day < end + DAY; day += DAY) {
    const after = utcOffsetMinutes(timezone, day);
    if (after === before) continue;
    let low = day - DAY;
    let high = day;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (utcOffsetMinutes(timezone, middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: before, to: after });
    before = after;
  }
  return changes;
};

/** '+0100', '-0500', '+0530'. */
export const formatUtcOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
};

/** An instant as a local DATE-TIME at an offset: '20260308T020000'. */
const localStamp = (instant: number, offsetMinutes: number): string =>
  new Date(instant + offsetMinutes * MINUTE)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

/** The VTIMEZONE lines for the zone, covering the years from `fromYear` to `toYear`. */
export const vtimezoneLines = (timezone: string, fromYear: number, toYear: number): string[] => {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes = offsetChanges(timezone, start, end);
  const observances =
    changes.length === 0
      ? [
          [
            'BEGIN:STANDARD',
            'DTSTART:19700101T000000',
            `TZOFFSETFROM:${formatUtcOffset(utcOffsetMinutes(timezone, start))}`,
            `TZOFFSETTO:${formatUtcOffset(utcOffsetMinutes(timezone, start))}`,
            'END:STANDARD',
          ],
        ]
      : changes.map((change) => {
          // The larger offset of a pair is the zone's daylight (summer) time.
          const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
          return [
            `BEGIN:${kind}`,
            // The onset in the local time in effect before it (RFC 5545 3.6.5).
            `DTSTART:${localStamp(change.at, change.from)}`,
            `TZOFFSETFROM:${formatUtcOffset(change.from)}`,
            `TZOFFSETTO:${formatUtcOffset(change.to)}`,
            `END:${kind}`,
          ];
        });
  return ['BEGIN:VTIMEZONE', `TZID:${timezone}`, ...observances.flat(), 'END:VTIMEZONE'];
};
