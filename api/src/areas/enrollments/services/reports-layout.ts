import type { Locale, VenueType } from '../../../contracts';
import { LOCALE_TAGS, messagesIn, pdfPageLabel, type Translate } from '../../../i18n';
import { formatDate, formatDateRange, formatInstantDate } from '../../../lib/format';
import { fitText, type PdfBlock, type PdfOptions, type PdfSpan } from '../../../lib/pdf';

/*
 * What every enrollment report and transcript shares: the heading (school, report, student, venue,
 * period), the formats of its values (spec 9: en-US; Spanish with the day first) and its fixed texts
 * in the frame's locale (the API's catalog, src/i18n). Pure: the callers pass the school's timezone.
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
  /** The language of its fixed texts and dates (the requester's: i18n's requesterLocale); English when left out. */
  locale?: Locale;
}

export const frameLocale = (frame: ReportFrame): Locale => frame.locale ?? 'en';
/** The report's fixed texts, in its frame's locale. */
export const frameMessages = (frame: ReportFrame): Translate => messagesIn(frameLocale(frame));

/** renderPdf's options for a report: its title property, creation date and page numbers' words. */
export const reportPdfOptions = (frame: ReportFrame, title: string): PdfOptions => ({
  title: documentTitle(frame, title),
  createdAt: frame.generatedAt,
  pageLabel: pdfPageLabel(frameLocale(frame)),
});

const ATTENDANCE_TYPE_IDS = {
  Present: 'report.attendanceType.present',
  Tardy: 'report.attendanceType.tardy',
  Absent: 'report.attendanceType.absent',
  Excused: 'report.attendanceType.excused',
  'Left early': 'report.attendanceType.leftEarly',
} as const;

/** An attendance type (the school's word, 'Tardy') in the report's language; a type of its own as it is. */
export const attendanceTypeLabel = (t: Translate, type: string): string =>
  Object.hasOwn(ATTENDANCE_TYPE_IDS, type)
    ? t(ATTENDANCE_TYPE_IDS[type as keyof typeof ATTENDANCE_TYPE_IDS])
    : type;

const STATUS_IDS = {
  enrolled: 'report.enrollmentStatus.enrolled',
  completed: 'report.enrollmentStatus.completed',
  dropped: 'report.enrollmentStatus.dropped',
  registered: 'report.enrollmentStatus.registered',
} as const;

/** An enrollment's status as a report shows it: 'Completed'; one it does not know, capitalised. */
export const statusLabel = (t: Translate, status: string): string =>
  Object.hasOwn(STATUS_IDS, status)
    ? t(STATUS_IDS[status as keyof typeof STATUS_IDS])
    : status.charAt(0).toUpperCase() + status.slice(1);

/** A report period: ISO dates, the start not after the end (checked before any report is made). */
export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

export const studentFullName = ({ firstName, lastName }: ReportStudent, t = messagesIn('en')): string =>
  `${firstName} ${lastName}`.trim() || t('pdf.student');

/** '3', '3.5', '1,234.25': at most two decimals, none when whole. */
export const formatNumber = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: true });

/**
 * A clock time of an instant in the school's timezone: '9:05 AM', '9:05 a.m.' in Spanish (plain spaces,
 * as format.ts does).
 */
export function formatInstantTime(at: Date, timeZone: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone, hour: 'numeric', minute: '2-digit' })
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
  const t = frameMessages(frame);
  const locale = frameLocale(frame);
  const blocks: PdfBlock[] = [
    { text: frame.schoolName, font: 'bold', size: 18 },
    { text: title, font: 'bold', size: 13 },
    { gap: 8 },
    field(t('pdf.student'), studentFullName(frame.student, t)),
  ];
  if (venue) {
    const isPathway = venue.venueType === 'PATH';
    blocks.push(field(t(isPathway ? 'pdf.pathway' : 'pdf.class'), `${venue.title} (${venue.code})`));
    const dates = formatDateRange(venue.startDate, venue.endDate, locale);
    if (dates) blocks.push(field(t(isPathway ? 'pdf.pathwayDates' : 'pdf.classDates'), dates));
  }
  if (period)
    blocks.push(
      field(
        t('pdf.period'),
        `${formatDate(period.startDate, locale)} - ${formatDate(period.endDate, locale)}`,
      ),
    );
  for (const [label, value] of details) blocks.push(field(label, value));
  blocks.push(field(t('pdf.generatedOn'), formatInstantDate(frame.generatedAt, frame.timeZone, locale)), {
    gap: 12,
  });
  return blocks;
}

/** The PDF's title property: the school, the report and the student. */
export const documentTitle = (frame: ReportFrame, title: string): string =>
  `${frame.schoolName}: ${title}, ${studentFullName(frame.student, frameMessages(frame))}`;
