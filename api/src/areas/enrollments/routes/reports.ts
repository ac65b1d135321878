import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Auth } from '../../../auth/sessions';
import type { AppContext } from '../../../context';
import { enrollmentsEndpoints } from '../../../contracts';
import { createFileLink } from '../../../files';
import { requesterLocale } from '../../../i18n';
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
  // The PDF is in the language of whoever asks for the link (a guardian's own for a related student).
  const linkTo = async (request: FastifyRequest, student: Auth, params: ReportParams) => ({
    url: await createFileLink(
      db,
      student.studentId,
      { kind: 'enrollment_report', params },
      await requesterLocale(db, school, request, student),
    ),
  });
  // The setting is the school's, not the request's: refused before the input is looked at.
  const attendanceReportsOn = { precheck: () => requireAttendanceReports(school) };

  /** An attendance or infractions report: of a period, of an enrollment of the student's. */
  const enrollmentReportLink = async (
    request: FastifyRequest,
    student: Auth,
    params: Extract<ReportParams, { report: 'attendance' | 'infractions' }>,
  ) => {
    requireReportDates(params);
    if (!(await findStudentEnrollment(db, student.studentId, params.enrollmentId)))
      throw enrollmentNotFound();
    return linkTo(request, student, params);
  };

  registerEndpoint(
    app,
    db,
    enrollmentsEndpoints.getAttendanceReportLink,
    async ({ student, input, request }) =>
      enrollmentReportLink(request, student, { report: 'attendance', ...input.body }),
    attendanceReportsOn,
  );

  registerEndpoint(
    app,
    db,
    enrollmentsEndpoints.getInfractionReportLink,
    async ({ student, input, request }) =>
      enrollmentReportLink(request, student, { report: 'infractions', ...input.body }),
    attendanceReportsOn,
  );

  registerEndpoint(
    app,
    db,
    enrollmentsEndpoints.getPathwayTranscriptLink,
    async ({ student, input, request }) => {
      if (!(await findEnrollmentInVenue(db, student.studentId, 'PATH', input.body.pathId)))
        throw pathwayNotFound();
      return linkTo(request, student, { report: 'pathway_transcript', ...input.body });
    },
  );

  registerEndpoint(
    app,
    db,
    enrollmentsEndpoints.getClassesTranscriptLink,
    async ({ student, input, request }) =>
      linkTo(request, student, { report: 'classes_transcript', ...input.body }),
  );
};
