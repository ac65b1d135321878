import { formatClockTotal, totalClockSeconds } from '../../../contracts';
import { formatDate, formatInstantDate } from '../../../lib/format';
import { fitText, renderPdf, type PdfBlock } from '../../../lib/pdf';
import {
  attendanceTypeLabel,
  field,
  formatInstantTime,
  formatNumber,
  frameLocale,
  frameMessages,
  reportHeading,
  reportPdfOptions,
  sectionTitle,
  table,
  type ReportFrame,
  type ReportPeriod,
  type ReportVenue,
} from './reports-layout';

/*
 * The attendance and infractions reports (spec 2.7, 5.6, 7.4) as PDFs, from data read elsewhere
 * (reports-data.ts): pure, so that each variant's content is tested without a database.
 */

/** One attendance entry: its entry and exit instants, its type ('Present', 'Tardy'...), hours, reason. */
export interface AttendanceEntry {
  entryAt: Date;
  exitAt: Date | null;
  type: string;
  hours: number;
  reason: string;
}

/** One time-clock entry: the school's day it counts for, clock in and out (null while clocked in). */
export interface ClockEntry {
  workDate: string;
  timeIn: Date;
  timeOut: Date | null;
}

/** The entries of the period: attendance, or the time clock's for an enrollment that uses it. */
export type AttendanceRecords =
  | { source: 'attendance'; entries: readonly AttendanceEntry[] }
  | { source: 'time_clock'; entries: readonly ClockEntry[] };

export interface AttendanceReportData {
  frame: ReportFrame;
  venue: ReportVenue;
  period: ReportPeriod;
  /** Totals only, no line per entry. */
  summary: boolean;
  records: AttendanceRecords;
}

/** The attendance types that are infractions (attendance_entries.type). */
export const INFRACTION_TYPES = ['Tardy', 'Absent', 'Left early'] as const;
export const isInfraction = (type: string): boolean => (INFRACTION_TYPES as readonly string[]).includes(type);

export interface InfractionReportData {
  frame: ReportFrame;
  venue: ReportVenue;
  period: ReportPeriod;
  /** daily: a line per infraction; summary: the count of each type. */
  type: 'daily' | 'summary';
  /** The period's attendance entries; those of other types than INFRACTION_TYPES are left out. */
  entries: readonly AttendanceEntry[];
}

/** Seconds worked on a time-clock entry: 0 while it is open (as the enrollment view counts it). */
export const clockEntrySeconds = (entry: ClockEntry): number =>
  entry.timeOut ? Math.max(0, Math.floor((entry.timeOut.getTime() - entry.timeIn.getTime()) / 1000)) : 0;

/** How many entries of each type, in the order the types first appear (the entries' order). */
export function countByType(
  entries: readonly { type: string }[],
  types: readonly string[] = [],
): [string, number][] {
  const counts = new Map<string, number>(types.map((type) => [type, 0]));
  for (const { type } of entries) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts];
}

const sumHours = (entries: readonly AttendanceEntry[]) =>
  Math.round(entries.reduce((sum, e) => sum + e.hours, 0) * 100) / 100;

// ---------------------------------------------------------------- attendance

function attendanceLines(frame: ReportFrame, entries: readonly AttendanceEntry[]): PdfBlock[] {
  const { timeZone } = frame;
  const t = frameMessages(frame);
  const locale = frameLocale(frame);
  return [
    sectionTitle(t('report.attendance')),
    ...table(
      [
        { text: t('pdf.date') },
        { text: t('report.entry'), x: 70 },
        { text: t('report.exit'), x: 135 },
        { text: t('report.type'), x: 200 },
        { text: t('pdf.hours'), x: 320, align: 'right' },
        { text: t('report.reason'), x: 335 },
      ],
      entries,
      (e) => [
        { text: formatInstantDate(e.entryAt, timeZone, locale) },
        { text: formatInstantTime(e.entryAt, timeZone, locale), x: 70 },
        { text: e.exitAt ? formatInstantTime(e.exitAt, timeZone, locale) : '-', x: 135 },
        { text: fitText(attendanceTypeLabel(t, e.type), 110, 10), x: 200 },
        { text: formatNumber(e.hours), x: 320, align: 'right' },
        { text: fitText(e.reason, 169, 10), x: 335 },
      ],
      t('report.noAttendance'),
    ),
    { gap: 12 },
  ];
}

function attendanceTotals(frame: ReportFrame, entries: readonly AttendanceEntry[]): PdfBlock[] {
  const t = frameMessages(frame);
  return [
    sectionTitle(t('pdf.totals')),
    field(t('report.hoursAttended'), formatNumber(sumHours(entries))),
    ...countByType(entries).map(([type, count]) => field(attendanceTypeLabel(t, type), String(count))),
  ];
}

function clockLines(frame: ReportFrame, entries: readonly ClockEntry[]): PdfBlock[] {
  const { timeZone } = frame;
  const t = frameMessages(frame);
  const locale = frameLocale(frame);
  return [
    sectionTitle(t('report.timeClock')),
    ...table(
      [
        { text: t('pdf.date') },
        { text: t('report.clockIn'), x: 90 },
        { text: t('report.clockOut'), x: 180 },
        { text: t('pdf.hours'), x: 320, align: 'right' },
      ],
      entries,
      (e) => [
        { text: formatDate(e.workDate, locale) },
        { text: formatInstantTime(e.timeIn, timeZone, locale), x: 90 },
        {
          text: e.timeOut ? formatInstantTime(e.timeOut, timeZone, locale) : t('report.clockedIn'),
          x: 180,
        },
        { text: formatClockTotal(clockEntrySeconds(e)), x: 320, align: 'right' },
      ],
      t('report.noClockEntries'),
    ),
    { gap: 12 },
  ];
}

function clockTotals(frame: ReportFrame, entries: readonly ClockEntry[]): PdfBlock[] {
  const t = frameMessages(frame);
  const seconds = totalClockSeconds(entries.map((e) => ({ seconds: clockEntrySeconds(e) })));
  return [
    sectionTitle(t('pdf.totals')),
    field(t('pdf.totalHours'), formatClockTotal(seconds)),
    field(t('report.daysWorked'), String(new Set(entries.map((e) => e.workDate)).size)),
  ];
}

/** The attendance report: a line per entry and the totals, or with `summary` the totals only. */
export function attendanceReportPdf(data: AttendanceReportData): Buffer {
  const t = frameMessages(data.frame);
  const title = t(data.summary ? 'report.attendanceSummary' : 'report.attendanceReport');
  const blocks = reportHeading(data.frame, title, { venue: data.venue, period: data.period });
  if (data.records.source === 'time_clock') {
    if (!data.summary) blocks.push(...clockLines(data.frame, data.records.entries));
    blocks.push(...clockTotals(data.frame, data.records.entries));
  } else {
    if (!data.summary) blocks.push(...attendanceLines(data.frame, data.records.entries));
    blocks.push(...attendanceTotals(data.frame, data.records.entries));
  }
  return renderPdf(blocks, reportPdfOptions(data.frame, title));
}

// ---------------------------------------------------------------- infractions

function infractionLines(frame: ReportFrame, entries: readonly AttendanceEntry[]): PdfBlock[] {
  const { timeZone } = frame;
  const t = frameMessages(frame);
  const locale = frameLocale(frame);
  return [
    ...table(
      [
        { text: t('pdf.date') },
        { text: t('report.type'), x: 70 },
        { text: t('report.entry'), x: 150 },
        { text: t('report.exit'), x: 215 },
        { text: t('report.reason'), x: 280 },
      ],
      entries,
      (e) => [
        { text: formatInstantDate(e.entryAt, timeZone, locale) },
        { text: attendanceTypeLabel(t, e.type), x: 70 },
        { text: e.type === 'Absent' ? '-' : formatInstantTime(e.entryAt, timeZone, locale), x: 150 },
        {
          text: e.exitAt && e.type !== 'Absent' ? formatInstantTime(e.exitAt, timeZone, locale) : '-',
          x: 215,
        },
        { text: fitText(e.reason, 224, 10), x: 280 },
      ],
      t('report.noInfractions'),
    ),
    { gap: 12 },
  ];
}

/** The infractions report: daily, a line per infraction (and the total); summary, the count of each type. */
export function infractionReportPdf(data: InfractionReportData): Buffer {
  const t = frameMessages(data.frame);
  const title = t(data.type === 'daily' ? 'report.infractionsReport' : 'report.infractionsSummary');
  const infractions = data.entries.filter((e) => isInfraction(e.type));
  const blocks = reportHeading(data.frame, title, { venue: data.venue, period: data.period });
  if (data.type === 'daily') blocks.push(...infractionLines(data.frame, infractions));
  else {
    blocks.push(
      sectionTitle(t('report.infractionsByType')),
      ...countByType(infractions, INFRACTION_TYPES).map(([type, count]) =>
        field(attendanceTypeLabel(t, type), String(count)),
      ),
    );
  }
  blocks.push(field(t('report.totalInfractions'), String(infractions.length)));
  return renderPdf(blocks, reportPdfOptions(data.frame, title));
}
