import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { enrollmentsEndpoints } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { listAttendance, listTimeClock } from '../services/attendance';
import { enrollmentView } from '../services/enrollment-view';
import { gradeTree } from '../services/grades';
import { requireEnrollmentInVenue, requireStudentEnrollment } from '../services/student-enrollments';

/**
 * The enrollment view (spec 2.7, 4.5): its summary, then the sections it loads on demand (grades,
 * attendance, time clock). Each finds the enrollment among the acting student's own: any other is a
 * 404 'Enrollment not found', whoever it belongs to.
 */
export const enrollmentViewRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  registerEndpoint(app, db, enrollmentsEndpoints.getEnrollmentView, async ({ student, input }) =>
    enrollmentView(db, school, student.studentId, input.body),
  );

  registerEndpoint(app, db, enrollmentsEndpoints.getGrades, async ({ student, input }) => {
    const { venueType, venueId } = input.body;
    const enrollment = await requireEnrollmentInVenue(db, student.studentId, venueType, venueId);
    return { gradeNodes: await gradeTree(db, enrollment) };
  });

  registerEndpoint(app, db, enrollmentsEndpoints.getAttendance, async ({ student, input }) => {
    const { venueType, enrollmentId } = input.body;
    await requireStudentEnrollment(db, student.studentId, enrollmentId, { venueType });
    return { items: await listAttendance(db, enrollmentId) };
  });

  registerEndpoint(app, db, enrollmentsEndpoints.getTimeClock, async ({ student, input }) => {
    const { venueType, enrollmentId } = input.body;
    await requireStudentEnrollment(db, student.studentId, enrollmentId, { venueType });
    return { items: await listTimeClock(db, enrollmentId) };
  });
};
