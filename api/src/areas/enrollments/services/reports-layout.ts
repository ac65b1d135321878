import type { VenueType } from '../../../contracts';
import { formatDate, formatDateRange, formatInstantDate } from '../../../lib/format';
import { fitText, type PdfBlock, type PdfSpan } from '../../../lib/pdf';

/*
 * What every enrollment report and transcript shares: the heading (school, report, student, venue,
 * period) and the en-US formats of its values (spec 9). Pure: the callers pass the school's timezone.
 */

/** The student as the reports name them. */
export interface ReportStudent {
  firstName: string;
  lastName: string;
}

/** The class or pathway a report is about; its dates are the class's (a pathway's: its classes'). */
export interface ReportVenue {
  venueType: VenueType;
  title: string;
  code: string;
  startDate: string | null;
  endDate: string | null;
}

/** What every report's heading shows, and how its instants are written. */
export interface ReportFrame {
  schoolName: string;
  /** The school's IANA timezone: instants (entries, clock times, the day it was made) are local to it. */
  timeZone: string;
  student: ReportStudent;
  /** When the PDF was made (shown as the school's day, and the file's creation date). */
  generatedAt: Date;
}

/** A report period: ISO dates, the start not after the end (checked before any report is made). */
export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

export const studentFullName = ({ firstName, lastName }: ReportStudent): string =>
  `${firstName} ${lastName}`.trim() || 'Student';

/** '3', '3.5', '1,234.25': at most two decimals, none when whole. */
export const formatNumber = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: true });

/** A clock time of an instant in the school's timezone: '9:05 AM' (plain spaces, as format.ts does). */
export function formatInstantTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');
}

export const LABEL_X = 130;

export const field = (label: string, value: string): PdfSpan[] => [
  { text: label, font: 'bold' },
  { text: fitText(value, 504 - LABEL_X, 10), x: LABEL_X },
];

/** A table's header row and its rule. */
export const tableHead = (columns: readonly PdfSpan[]): PdfBlock[] => [
  columns.map((column) => ({ ...column, font: 'bold' as const })),
  { rule: true },
];

/** A table: its header row and rule, then a line per item, or the `empty` text when there is none. */
export const table = <T>(
  columns: readonly PdfSpan[],
  items: readonly T[],
  line: (item: T) => PdfSpan[],
  empty: string,
): PdfBlock[] => [...tableHead(columns), ...(items.length === 0 ? [empty] : items.map(line))];

export const sectionTitle = (text: string): PdfBlock => ({ text, font: 'bold', size: 12 });

const venueLabel = (venue: ReportVenue) => (venue.venueType === 'PATH' ? 'Pathway' : 'Class');

/** The school, the report's title, the student and (when given) the venue, the period and more lines. */
export function reportHeading(
  frame: ReportFrame,
  title: string,
  {
    venue,
    period,
    details = [],
  }: { venue?: ReportVenue; period?: ReportPeriod; details?: readonly [string, string][] } = {},
): PdfBlock[] {
  const blocks: PdfBlock[] = [
    { text: frame.schoolName, font: 'bold', size: 18 },
    { text: title, font: 'bold', size: 13 },
    { gap: 8 },
    field('Student', studentFullName(frame.student)),
  ];
  if (venue) {
    blocks.push(field(venueLabel(venue), `${venue.title} (${venue.code})`));
    const dates = formatDateRange(venue.startDate, venue.endDate);
    if (dates) blocks.push(field(`${venueLabel(venue)} dates`, dates));
  }
  if (period) blocks.push(field('Period', `${formatDate(period.startDate)} - ${formatDate(period.endDate)}`));
  for (const [label, value] of details) blocks.push(field(label, value));
  blocks.push(field('Generated on', formatInstantDate(frame.generatedAt, frame.timeZone)), { gap: 12 });
  return blocks;
}

/** The PDF's title property: the school, the report and the student. */
export const documentTitle = (frame: ReportFrame, title: string): string =>
  `${frame.schoolName}: ${title}, ${studentFullName(frame.student)}`;
