import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { enrollmentsEndpoints } from '../../../contracts';
import { createFileLink } from '../../../files';
import { registerEndpoint } from '../../../http/register-endpoint';
import { enrollmentNotFound } from '../services/errors';
import { findEnrollmentInVenue, findStudentEnrollment } from '../services/student-enrollments';
import {
  pathwayNotFound,
  requireAttendanceReports,
  requireReportDates,
  type ReportParams,
} from '../services/reports-requests';

/**
 * The report and transcript links of the enrollment view (spec 2.7, 5.6, 7.4): each checks what it
 * can now (the school's setting, the dates, that the enrollment or pathway is the acting student's)
 * and replies `{ url }`, a short-lived link for that student only (/api/files/:token, src/files/) to a
 * PDF made when it is opened (services/reports-files.ts).
 */
export const reportsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  const linkTo = async (studentId: number, params: ReportParams) => ({
    url: await createFileLink(db, studentId, { kind: 'enrollment_report', params }),
  });
  // The setting is the school's, not the request's: refused before the input is looked at.
  const attendanceReportsOn = { precheck: () => requireAttendanceReports(school) };

  /** An attendance or infractions report: of a period, of an enrollment of the student's. */
  const enrollmentReportLink = async (
    studentId: number,
    params: Extract<ReportParams, { report: 'attendance' | 'infractions' }>,
  ) => {
    requireReportDates(params);
    if (!(await findStudentEnrollment(db, studentId, params.enrollmentId))) throw enrollmentNotFound();
    return linkTo(studentId, params);
  };

  registerEndpoint(
    app,
    db,
    enrollmentsEndpoints.getAttendanceReportLink,
    async ({ student, input }) =>
      enrollmentReportLink(student.studentId, { report: 'attendance', ...input.body }),
    attendanceReportsOn,
  );

  registerEndpoint(
    app,
    db,
    enrollmentsEndpoints.getInfractionReportLink,
    async ({ student, input }) =>
      enrollmentReportLink(student.studentId, { report: 'infractions', ...input.body }),
    attendanceReportsOn,
  );

  registerEndpoint(app, db, enrollmentsEndpoints.getPathwayTranscriptLink, async ({ student, input }) => {
    if (!(await findEnrollmentInVenue(db, student.studentId, 'PATH', input.body.pathId)))
      throw pathwayNotFound();
    return linkTo(student.studentId, { report: 'pathway_transcript', ...input.body });
  });

  registerEndpoint(app, db, enrollmentsEndpoints.getClassesTranscriptLink, async ({ student, input }) =>
    linkTo(student.studentId, { report: 'classes_transcript', ...input.body }),
  );
};
