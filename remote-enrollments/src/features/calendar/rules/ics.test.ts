import ICAL from 'ical.js';
import type { Meeting } from '../../../contract';
import { buildIcs, escapeText, foldLine } from './ics';
import { formatUtcOffset, offsetChanges, utcOffsetMinutes, vtimezoneLines } from './vtimezone';

const meeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  uid: 'class-7-20261130@portal.example',
  venueType: 'CLASS',
  venueId: 7,
  classId: 7,
  title: 'Welding I',
  code: 'WLD-101',
  date: '2026-11-30',
  startTime: '09:00',
  endTime: '11:30',
  locationName: 'Main Campus',
  locationAddress: '100 College Ave, Columbus, OH',
  instructorName: 'Dana Reyes',
  ...overrides,
});

const NOW = new Date('2026-11-24T22:48:00Z');

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('buildIcs', () => {
  it('is a calendar a parser reads, with each meeting at its local time in the school timezone', () => {
    const text = buildIcs({
      meetings: [meeting(), meeting({ uid: 'class-7-20260701@portal.example', date: '2026-07-01' })],
      timezone: 'America/New_York',
      name: 'My classes',
      now: NOW,
    });
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Student Portal//Schedule//EN');
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    expect(zone.tzid).toBe('America/New_York');

    const [winter, summer] = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(winter!.uid).toBe('class-7-20261130@portal.example');
    expect(winter!.summary).toBe('Welding I');
    expect(winter!.location).toBe('Main Campus, 100 College Ave, Columbus, OH');
    expect(winter!.description).toBe('Class ID: WLD-101\nInstructor: Dana Reyes');
    // The parser resolves the TZID through the file's own VTIMEZONE: EST in November, EDT in July.
    // Each time names the school's zone (TZID), which the file defines.
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
      expect(vevent.getFirstProperty('dtend')!.getParameter('tzid')).toBe('America/New_York');
    }
    const winterStart = winter!.startDate;
    winterStart.zone = zone;
    expect(winterStart.toUnixTime()).toBe(Date.parse('2026-11-30T14:00:00Z') / 1000);
    const summerStart = summer!.startDate;
    summerStart.zone = zone;
    expect(summerStart.toUnixTime()).toBe(Date.parse('2026-07-01T13:00:00Z') / 1000);
    expect(winter!.endDate.toString()).toBe('2026-11-30T11:30:00');
  });

  it('ends every line with CRLF and keeps lines within 75 octets', () => {
    const text = buildIcs({
      meetings: [meeting({ title: `${'Advanced Résumé Writing, Part '.repeat(6)}Two` })],
      timezone: 'America/New_York',
      name: 'My classes',
      now: NOW,
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`${'Advanced Résumé Writing, Part '.repeat(6)}Two`);
  });

  it('escapes text so that commas, semicolons, backslashes and line breaks survive a round trip', () => {
    const title = 'Math; Science, and\\or Art\nLab';
    const event = new ICAL.Event(
      parse(
        buildIcs({ meetings: [meeting({ title })], timezone: 'UTC', name: 'x', now: NOW }),
      ).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(title);
  });

  it('leaves out the location of a meeting without one, and the instructor line when none', () => {
    const text = buildIcs({
      meetings: [meeting({ locationName: null, locationAddress: null, instructorName: null })],
      timezone: 'America/New_York',
      name: 'x',
      now: NOW,
    });
    const event = parse(text).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('location')).toBeNull();
    expect(event.getFirstPropertyValue('description')).toBe('Class ID: WLD-101');
    expect(event.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-24T22:48:00Z');
  });

  it('is an empty calendar, still valid, without meetings', () => {
    const calendar = parse(buildIcs({ meetings: [], timezone: 'America/New_York', name: 'x', now: NOW }));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });
});

describe('escapeText and foldLine', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['plain', 'plain'],
  ])('escapes %j as %j', (value, escaped) => expect(escapeText(value)).toBe(escaped));

  it('does not fold a line of 75 octets, folds one of 76 with CRLF and a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`${'x'.repeat(74)}é${'y'.repeat(10)}`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n é${'y'.repeat(10)}`);
  });
});

describe('vtimezone', () => {
  it('reads a zone offset at an instant', () => {
    expect(utcOffsetMinutes('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('Asia/Kolkata', Date.parse('2026-07-15T12:00:00Z'))).toBe(330);
    expect(utcOffsetMinutes('UTC', Date.parse('2026-07-15T12:00:00Z'))).toBe(0);
  });

  it('finds the two changes of a year to the minute', () => {
    expect(offsetChanges('America/New_York', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual([
      { at: Date.parse('2026-03-08T07:00:00Z'), from: -300, to: -240 },
      { at: Date.parse('2026-11-01T06:00:00Z'), from: -240, to: -300 },
    ]);
  });

  it('writes each change as an observance with its local onset, and one STANDARD for a zone without', () => {
    expect(vtimezoneLines('America/New_York', 2026, 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(vtimezoneLines('Asia/Kolkata', 2026, 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it.each([
    [0, '+0000'],
    [-300, '-0500'],
    [330, '+0530'],
    [-570, '-0930'],
  ])('formats the offset %d as %s', (minutes, text) => expect(formatUtcOffset(minutes)).toBe(text));
});
