import { pdfLines, pdfSpans } from '../../../test/support/pdf-text';
import { schoolDate } from '../../lib/school-time';
import {
  attendanceReportPdf,
  clockEntrySeconds,
  infractionReportPdf,
  type AttendanceEntry,
  type AttendanceRecords,
  type ClockEntry,
  type InfractionReportData,
} from './services/reports-attendance-pdf';
import { formatInstantTime, type ReportFrame, type ReportVenue } from './services/reports-layout';
import {
  classesTranscriptPdf,
  flattenGradeTree,
  formatScore,
  pathwayTranscriptPdf,
  type GradeNodeRow,
} from './services/reports-transcript-pdf';

/*
 * The report builders alone: data in, a PDF out, read back as lines (spans of a line joined by ' | ').
 * Instants are UTC here; the school is in New York (EST in November: UTC-5).
 */

const frame: ReportFrame = {
  schoolName: 'Riverbend Technical College',
  timeZone: 'America/New_York',
  student: { firstName: 'Casey', lastName: 'Tester' },
  generatedAt: new Date('2026-11-24T15:00:00Z'),
};
const welding: ReportVenue = {
  venueType: 'CLASS',
  title: 'Welding I',
  code: 'WLD-101',
  startDate: '2026-09-01',
  endDate: '2026-12-15',
};
const november = { startDate: '2026-11-01', endDate: '2026-11-30' };

const at = (iso: string) => new Date(iso);
const entry = (
  entryAt: string,
  exitAt: string | null,
  type: string,
  hours: number,
  reason = '',
): AttendanceEntry => ({ entryAt: at(entryAt), exitAt: exitAt ? at(exitAt) : null, type, hours, reason });

const ATTENDANCE: AttendanceEntry[] = [
  entry('2026-11-02T14:00:00Z', '2026-11-02T17:00:00Z', 'Present', 3),
  entry('2026-11-03T14:15:00Z', '2026-11-03T17:00:00Z', 'Tardy', 2.75, 'Bus was late'),
  entry('2026-11-04T14:00:00Z', null, 'Absent', 0, 'Sick'),
  entry('2026-11-05T14:00:00Z', '2026-11-05T16:30:00Z', 'Left early', 2.5, 'Doctor (appointment)'),
];

const clock = (workDate: string, timeIn: string, timeOut: string | null): ClockEntry => ({
  workDate,
  timeIn: at(timeIn),
  timeOut: timeOut ? at(timeOut) : null,
});
const CLOCK: ClockEntry[] = [
  // 3 h 30 min 20 s: 3:30.
  clock('2026-11-02', '2026-11-02T13:00:00Z', '2026-11-02T16:30:20Z'),
  // 8 h 45 min 40 s: 8:46 (minutes rounded to the nearest).
  clock('2026-11-03', '2026-11-03T13:00:00Z', '2026-11-03T21:45:40Z'),
  // Still clocked in: counts 0.
  clock('2026-11-04', '2026-11-04T13:00:00Z', null),
];

const HEADING = [
  'Riverbend Technical College',
  'Student | Casey Tester',
  'Class | Welding I (WLD-101)',
  'Class dates | 09/01/2026 - 12/15/2026',
  'Period | 11/01/2026 - 11/30/2026',
  'Generated on | 11/24/2026',
];

/** Casey Tester's report of Welding I for November. */
const attendancePdf = (summary: boolean, records: AttendanceRecords) =>
  attendanceReportPdf({ frame, venue: welding, period: november, summary, records });
const infractionLines = (type: InfractionReportData['type'], entries: AttendanceEntry[]) =>
  pdfLines(infractionReportPdf({ frame, venue: welding, period: november, type, entries }));

describe('the attendance report', () => {
  it('names the school, the student, the class and the period, with en-US dates', () => {
    const lines = pdfLines(attendancePdf(false, { source: 'attendance', entries: ATTENDANCE }));
    expect(lines.slice(0, 7)).toEqual([HEADING[0], 'Attendance report', ...HEADING.slice(1)]);
    expect(lines.at(-1)).toBe('Page 1 of 1');
  });

  it('has a line per entry (date, entry, exit, type, hours, reason) and the totals', () => {
    const pdf = attendancePdf(false, { source: 'attendance', entries: ATTENDANCE });
    const lines = pdfLines(pdf);
    const table = lines.slice(lines.indexOf('Date | Entry | Exit | Type | Hours | Reason') + 1);
    expect(table.slice(0, 4)).toEqual([
      '11/02/2026 | 9:00 AM | 12:00 PM | Present | 3',
      '11/03/2026 | 9:15 AM | 12:00 PM | Tardy | 2.75 | Bus was late',
      '11/04/2026 | 9:00 AM | - | Absent | 0 | Sick',
      '11/05/2026 | 9:00 AM | 11:30 AM | Left early | 2.5 | Doctor (appointment)',
    ]);
    expect(lines.slice(lines.indexOf('Totals'))).toEqual([
      'Totals',
      'Hours attended | 8.25',
      'Present | 1',
      'Tardy | 1',
      'Absent | 1',
      'Left early | 1',
      'Page 1 of 1',
    ]);
    // Parentheses in a value are escaped in the file, not taken for the end of the string.
    expect(pdf.toString('latin1')).toContain('(Doctor \\(appointment\\)) Tj');
  });

  it('with summary, has the totals only', () => {
    const lines = pdfLines(attendancePdf(true, { source: 'attendance', entries: ATTENDANCE }));
    expect(lines[1]).toBe('Attendance summary');
    expect(lines.some((line) => line.startsWith('11/0'))).toBe(false);
    expect(lines).not.toContain('Date | Entry | Exit | Type | Hours | Reason');
    expect(lines).toEqual(expect.arrayContaining(['Hours attended | 8.25', 'Tardy | 1', 'Left early | 1']));
  });

  it('says so when the period has no attendance', () => {
    const lines = pdfLines(attendancePdf(false, { source: 'attendance', entries: [] }));
    expect(lines).toContain('No attendance in this period.');
    expect(lines).toContain('Hours attended | 0');
  });

  it('for a time-clock class, lists the clock entries with hours:minutes and the total', () => {
    const lines = pdfLines(attendancePdf(false, { source: 'time_clock', entries: CLOCK }));
    const table = lines.slice(lines.indexOf('Date | In | Out | Hours') + 1);
    expect(table.slice(0, 3)).toEqual([
      '11/02/2026 | 8:00 AM | 11:30 AM | 3:30',
      '11/03/2026 | 8:00 AM | 4:45 PM | 8:46',
      '11/04/2026 | 8:00 AM | Clocked in | 0:00',
    ]);
    // 3:30:20 + 8:45:40 = 12:16:00.
    expect(lines).toEqual(expect.arrayContaining(['Total hours | 12:16', 'Days worked | 3']));
    expect(lines).not.toContain('Hours attended | 0');
  });

  it('for a time-clock class with summary, has the total only', () => {
    const lines = pdfLines(attendancePdf(true, { source: 'time_clock', entries: CLOCK }));
    expect(lines).not.toContain('Date | In | Out | Hours');
    expect(lines).toEqual(expect.arrayContaining(['Total hours | 12:16', 'Days worked | 3']));
  });

  it('keeps hours past 24 in a total', () => {
    const long = Array.from({ length: 4 }, (_, i) =>
      clock(`2026-11-1${i}`, `2026-11-1${i}T12:00:00Z`, `2026-11-1${i}T19:15:00Z`),
    );
    expect(clockEntrySeconds(long[0]!)).toBe(7.25 * 3600);
    const lines = pdfLines(attendancePdf(true, { source: 'time_clock', entries: long }));
    expect(lines).toContain('Total hours | 29:00');
  });
});

describe('the infractions report', () => {
  it('daily: a line per infraction (date, type, entry, exit, reason), and their number', () => {
    const lines = infractionLines('daily', ATTENDANCE);
    expect(lines.slice(0, 2)).toEqual(['Riverbend Technical College', 'Infractions report']);
    expect(lines).toEqual(expect.arrayContaining(HEADING.slice(1)));
    const table = lines.slice(lines.indexOf('Date | Type | Entry | Exit | Reason') + 1);
    expect(table).toEqual([
      '11/03/2026 | Tardy | 9:15 AM | 12:00 PM | Bus was late',
      '11/04/2026 | Absent | - | - | Sick',
      '11/05/2026 | Left early | 9:00 AM | 11:30 AM | Doctor (appointment)',
      'Total infractions | 3',
      'Page 1 of 1',
    ]);
  });

  it('summary: the count of each type, those with none included', () => {
    const lines = infractionLines('summary', [
      ...ATTENDANCE.slice(0, 2),
      entry('2026-11-09T14:20:00Z', null, 'Tardy', 2.5),
    ]);
    expect(lines[1]).toBe('Infractions summary');
    expect(lines.slice(lines.indexOf('Infractions by type') + 1)).toEqual([
      'Tardy | 2',
      'Absent | 0',
      'Left early | 0',
      'Total infractions | 2',
      'Page 1 of 1',
    ]);
  });

  it('says so when there is none', () => {
    const lines = infractionLines('daily', [ATTENDANCE[0]!]);
    expect(lines).toEqual(
      expect.arrayContaining(['No infractions in this period.', 'Total infractions | 0']),
    );
  });
});

describe('dates and times in the school timezone', () => {
  it("writes an instant's day and time as the school sees them", () => {
    // 03:30 UTC on Nov 3 is 10:30 PM on Nov 2 in New York.
    expect(schoolDate(at('2026-11-03T03:30:00Z'), 'America/New_York')).toBe('2026-11-02');
    expect(formatInstantTime(at('2026-11-03T03:30:00Z'), 'America/New_York')).toBe('10:30 PM');
    const lines = pdfLines(
      attendancePdf(false, {
        source: 'attendance',
        entries: [entry('2026-11-03T03:30:00Z', null, 'Present', 1)],
      }),
    );
    expect(lines).toContain('11/02/2026 | 10:30 PM | - | Present | 1');
  });
});

describe('the grade tree', () => {
  const node = (
    id: number,
    parentId: number | null,
    position: number,
    title: string,
    score: number | null = null,
    maxPoints: number | null = null,
    dateGraded: string | null = null,
  ): GradeNodeRow => ({ id, parentId, position, title, score, maxPoints, dateGraded });
  const ROWS = [
    node(1, null, 2, 'Module 2: Joining'),
    node(2, null, 1, 'Module 1: Safety', 88, 100, '2026-10-15'),
    node(3, 2, 1, 'Unit 1.1 Protective gear', 45, 50, '2026-10-01'),
    node(4, 3, 1, 'Quiz A', 9, 10, '2026-09-20'),
    node(5, 1, 1, 'Unit 2.1 Arc welding'),
    node(6, 99, 0, 'Extra credit', 5, null, '2026-11-02'),
  ];

  it('is read depth first, siblings by position; a node whose parent is missing is top-level', () => {
    expect(flattenGradeTree(ROWS).map((g) => [g.level, g.title])).toEqual([
      [0, 'Extra credit'],
      [0, 'Module 1: Safety'],
      [1, 'Unit 1.1 Protective gear'],
      [2, 'Quiz A'],
      [0, 'Module 2: Joining'],
      [1, 'Unit 2.1 Arc welding'],
    ]);
    // A cycle in the data lists each node once.
    expect(flattenGradeTree([node(1, 2, 1, 'A'), node(2, 1, 1, 'B')])).toEqual([]);
  });

  it('writes scores as score / points possible', () => {
    expect(formatScore(45, 50)).toBe('45 / 50');
    expect(formatScore(87.5, 100)).toBe('87.5 / 100');
    expect(formatScore(5, null)).toBe('5');
    expect(formatScore(null, 10)).toBe('');
  });

  it('the pathway transcript lists the pathway, its classes and the grades, indented by level', () => {
    const pdf = pathwayTranscriptPdf({
      frame,
      pathway: {
        title: 'Welding Technology',
        code: 'PW-WELD',
        startDate: '2026-09-01',
        endDate: '2027-05-20',
        status: 'enrolled',
      },
      classes: [
        { title: 'Welding I', code: 'WLD-101', startDate: '2026-09-01', endDate: '2026-12-15' },
        { title: 'Welding II', code: 'WLD-201', startDate: '2027-01-12', endDate: '2027-05-20' },
      ],
      grades: flattenGradeTree(ROWS),
    });
    const lines = pdfLines(pdf);
    expect(lines.slice(0, 7)).toEqual([
      'Riverbend Technical College',
      'Pathway transcript',
      'Student | Casey Tester',
      'Pathway | Welding Technology (PW-WELD)',
      'Pathway dates | 09/01/2026 - 05/20/2027',
      'Status | Enrolled',
      'Generated on | 11/24/2026',
    ]);
    expect(lines.slice(lines.indexOf('Title | Code | Dates') + 1).slice(0, 2)).toEqual([
      'Welding I | WLD-101 | 09/01/2026 - 12/15/2026',
      'Welding II | WLD-201 | 01/12/2027 - 05/20/2027',
    ]);
    expect(lines.slice(lines.indexOf('Title | Score | Graded') + 1)).toEqual([
      'Extra credit | 5 | 11/02/2026',
      'Module 1: Safety | 88 / 100 | 10/15/2026',
      'Unit 1.1 Protective gear | 45 / 50 | 10/01/2026',
      'Quiz A | 9 / 10 | 09/20/2026',
      'Module 2: Joining',
      'Unit 2.1 Arc welding',
      'Page 1 of 1',
    ]);
    const x = (text: string) => pdfSpans(pdf).find((span) => span.text === text)!.x;
    expect(x('Unit 1.1 Protective gear')).toBeGreaterThan(x('Module 1: Safety'));
    expect(x('Quiz A')).toBeGreaterThan(x('Unit 1.1 Protective gear'));
    expect(x('Module 2: Joining')).toBe(x('Module 1: Safety'));
  });
});

describe('the classes transcript', () => {
  const CLASSES = [
    {
      title: 'Welding I',
      code: 'WLD-101',
      startDate: '2026-09-01',
      endDate: '2026-12-15',
      status: 'completed',
      score: 88,
      maxPoints: 100,
      hours: 120,
    },
    {
      title: 'Blueprint Reading',
      code: 'BPR-110',
      startDate: '2027-01-12',
      endDate: '2027-03-20',
      status: 'enrolled',
      score: null,
      maxPoints: null,
      hours: 45.5,
    },
    {
      title: 'Shop Safety',
      code: 'SAF-100',
      startDate: '2026-08-15',
      endDate: '2026-08-15',
      status: 'completed',
      score: 19,
      maxPoints: 20,
      hours: null,
    },
  ];

  it('lists each class with its code, dates, status, final score and hours, and the totals', () => {
    const lines = pdfLines(classesTranscriptPdf({ frame, type: 'all', classes: CLASSES }));
    expect(lines.slice(0, 4)).toEqual([
      'Riverbend Technical College',
      'Classes transcript',
      'Student | Casey Tester',
      'Generated on | 11/24/2026',
    ]);
    expect(lines.slice(lines.indexOf('Class | Code | Dates | Status | Score | Hours') + 1)).toEqual([
      'Welding I | WLD-101 | 09/01/2026 - 12/15/2026 | Completed | 88 / 100 | 120',
      'Blueprint Reading | BPR-110 | 01/12/2027 - 03/20/2027 | Enrolled | 45.5',
      'Shop Safety | SAF-100 | 08/15/2026 | Completed | 19 / 20',
      'Classes | 3',
      'Total hours | 165.5',
      'Page 1 of 1',
    ]);
  });

  it('of completed classes only, says so in its title and when there is none', () => {
    const lines = pdfLines(classesTranscriptPdf({ frame, type: 'completed', classes: [] }));
    expect(lines[1]).toBe('Transcript of completed classes');
    expect(lines).toEqual(expect.arrayContaining(['No completed classes.', 'Classes | 0']));
  });
});
