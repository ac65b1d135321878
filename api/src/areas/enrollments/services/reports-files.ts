import type { AppContext } from '../../../context';
import { reportDatesError, type Locale } from '../../../contracts';
import type { FileServers, ServedFile } from '../../../files';
import { attendanceReportPdf, infractionReportPdf, type AttendanceRecords } from './reports-attendance-pdf';
import {
  attendanceEntries,
  classTranscriptEntries,
  clockEntries,
  gradeNodeRows,
  pathwayClasses,
  reportFrame,
  reportVenueOf,
} from './reports-data';
import { findEnrollmentInVenue, findStudentEnrollment } from './student-enrollments';
import { attendanceReportsShown, reportParamsSchema, type ReportParams } from './reports-requests';
import { classesTranscriptPdf, flattenGradeTree, pathwayTranscriptPdf } from './reports-transcript-pdf';

/*
 * The PDFs behind the report links (GET /api/files/:token, kind `enrollment_report`): made when the
 * link is opened, from the parameters its call stored, for the student the link was made for. Each
 * check of the call is made again (the enrollment is still theirs, the dates, the school's setting), so
 * a link never shows more than its call would allow now; a failed check is a 404, as for any link.
 */

const pdfFile = (filename: string, body: Buffer): ServedFile => ({
  filename,
  contentType: 'application/pdf',
  body,
});

/**
 * The PDF a report's parameters ask for, of the student's own records, in `locale` (its link's);
 * undefined when not theirs.
 */
export async function reportFile(
  { db, school }: AppContext,
  studentId: number,
  params: ReportParams,
  locale: Locale = 'en',
): Promise<ServedFile | undefined> {
  const studentFrame = await reportFrame(db, school, studentId);
  if (!studentFrame) return undefined;
  const frame = { ...studentFrame, locale };
  switch (params.report) {
    case 'attendance':
    case 'infractions': {
      if (!attendanceReportsShown(school) || reportDatesError(params.startDate, params.endDate))
        return undefined;
      const enrollment = await findStudentEnrollment(db, studentId, params.enrollmentId);
      if (!enrollment) return undefined;
      const venue = reportVenueOf(enrollment);
      const period = { startDate: params.startDate, endDate: params.endDate };
      const span = `${venue.code}-${period.startDate}-to-${period.endDate}`;
      if (params.report === 'infractions') {
        const entries = await attendanceEntries(db, enrollment.enrollmentId, period, school.timezone, {
          infractionsOnly: true,
        });
        const pdf = infractionReportPdf({
          frame,
          venue,
          period,
          type: params.type,
          entries,
        });
        return pdfFile(`infractions-${span}.pdf`, pdf);
      }
      const records: AttendanceRecords = enrollment.tracking.showTimeClock
        ? { source: 'time_clock', entries: await clockEntries(db, enrollment.enrollmentId, period) }
        : {
            source: 'attendance',
            entries: await attendanceEntries(db, enrollment.enrollmentId, period, school.timezone),
          };
      const pdf = attendanceReportPdf({
        frame,
        venue,
        period,
        summary: params.summary,
        records,
      });
      return pdfFile(`attendance${params.summary ? '-summary' : ''}-${span}.pdf`, pdf);
    }
    case 'pathway_transcript': {
      const enrollment = await findEnrollmentInVenue(db, studentId, 'PATH', params.pathId);
      if (!enrollment) return undefined;
      const venue = reportVenueOf(enrollment);
      const pdf = pathwayTranscriptPdf({
        frame,
        pathway: { ...venue, status: enrollment.status },
        classes: await pathwayClasses(db, params.pathId),
        grades: flattenGradeTree(await gradeNodeRows(db, enrollment.enrollmentId)),
      });
      return pdfFile(`transcript-${venue.code}.pdf`, pdf);
    }
    case 'classes_transcript': {
      const completed = params.type === 'completed';
      const classes = await classTranscriptEntries(db, studentId, completed);
      const pdf = classesTranscriptPdf({ frame, type: params.type, classes });
      return pdfFile(`${completed ? 'completed-' : ''}classes-transcript.pdf`, pdf);
    }
  }
}

/** This area's kinds of file link (`ApiArea.files`). */
export const reportFiles: FileServers = {
  enrollment_report: async (context, { studentId, target, locale }) => {
    const params = reportParamsSchema.safeParse(target.params);
    return params.success ? reportFile(context, studentId, params.data, locale) : undefined;
  },
};
