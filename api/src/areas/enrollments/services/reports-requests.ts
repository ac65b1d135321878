import * as z from 'zod/mini';
import {
  attendanceReportInputSchema,
  classesTranscriptInputSchema,
  errorCodes,
  infractionReportInputSchema,
  pathwayTranscriptInputSchema,
  reportDatesError,
  type School,
} from '../../../contracts';
import { HttpError, notFound } from '../../../http/errors';
import type { ReportPeriod } from './reports-layout';

/*
 * What a report link was asked for (stored with the link, file_links.report_params) and the refusals
 * of the report calls. The parameters are the endpoint's validated input plus which report it is;
 * they are parsed again when the link is opened, so a link can only ever make what its call allowed.
 */

export const reportParamsSchema = z.discriminatedUnion('report', [
  z.extend(attendanceReportInputSchema, { report: z.literal('attendance') }),
  z.extend(infractionReportInputSchema, { report: z.literal('infractions') }),
  z.extend(pathwayTranscriptInputSchema, { report: z.literal('pathway_transcript') }),
  z.extend(classesTranscriptInputSchema, { report: z.literal('classes_transcript') }),
]);
export type ReportParams = z.infer<typeof reportParamsSchema>;

export const reportErrorCodes = {
  /** 403: the school does not show attendance reports (`reports.attendanceReportShown` off). */
  attendanceReportsOff: 'attendance_reports_off',
} as const;

export const REPORT_MESSAGES = {
  pathwayNotFound: 'Pathway not found',
  attendanceReportsOff: 'Attendance reports are not available',
} as const;

export const pathwayNotFound = () => notFound(REPORT_MESSAGES.pathwayNotFound);

/** The attendance and infractions reports exist only where the school shows them (spec 9, settings). */
export const attendanceReportsShown = (school: School): boolean => school.reports.attendanceReportShown;

export function requireAttendanceReports(school: School): void {
  if (!attendanceReportsShown(school))
    throw new HttpError(403, reportErrorCodes.attendanceReportsOff, REPORT_MESSAGES.attendanceReportsOff);
}

/**
 * Spec 5.6: an end date before the start makes no report. 400 `invalid_input` with the rule's own
 * message (enrollment-rules.ts `reportDatesError`), on the end date's field.
 */
export function requireReportDates(period: ReportPeriod): void {
  const message = reportDatesError(period.startDate, period.endDate);
  if (message) throw new HttpError(400, errorCodes.invalidInput, message, { fields: { endDate: message } });
}
