import type { Meeting } from '../../../contract';
import { calendarMessagesNow, type CalendarMessages } from '../messages/catalog';
import { vtimezoneLines } from './vtimezone';

/*
 * The calendar export (RFC 5545): the meetings as events in the school's timezone (a VTIMEZONE of its
 * offsets), each with the meeting's stable UID so that importing again updates rather than duplicates.
 */

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * Lines longer than 75 octets are folded: CRLF and a space before each continuation (RFC 5545 3.1),
 * never inside a UTF-8 character.
 */
export const foldLine = (line: string): string => {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuations start with a space, which counts against their 75.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
};

/** '2026-11-30' and '13:05' as '20261130T130500'. */
const localDateTime = (date: string, time: string): string =>
  `${date.replace(/-/g, '')}T${time.replace(':', '').padEnd(4, '0')}00`;

/** An instant in UTC: '20261124T224800Z'. */
const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

const eventLines = (meeting: Meeting, timezone: string, stamp: string, m: CalendarMessages): string[] => {
  const location = [meeting.locationName, meeting.locationAddress].filter(Boolean).join(', ');
  const description = [
    m('calendar.exportClassId', { code: meeting.code }),
    meeting.instructorName ? m('calendar.exportInstructor', { name: meeting.instructorName }) : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${meeting.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${timezone}:${localDateTime(meeting.date, meeting.startTime)}`,
    `DTEND;TZID=${timezone}:${localDateTime(meeting.date, meeting.endTime)}`,
    `SUMMARY:${escapeText(meeting.title)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
};

export type CalendarExport = {
  meetings: readonly Meeting[];
  /** The school's IANA timezone, in which the meetings' dates and times are. */
  timezone: string;
  /** The calendar's name in the app that imports it. */
  name: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The words of the events' descriptions: the portal's language now, unless a component passes its own. */
  m?: CalendarMessages;
};

/** The .ics text: CRLF line ends, folded lines. */
export const buildIcs = ({
  meetings,
  timezone,
  name,
  now,
  m = calendarMessagesNow(),
}: CalendarExport): string => {
  const years = meetings.map((meeting) => Number(meeting.date.slice(0, 4)));
  const thisYear = now.getUTCFullYear();
  const fromYear = Math.min(thisYear, ...years);
  const toYear = Math.max(thisYear, ...years);
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Student Portal//Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timezone}`,
    ...vtimezoneLines(timezone, fromYear, toYear),
    ...meetings.flatMap((meeting) => eventLines(meeting, timezone, stamp, m)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
