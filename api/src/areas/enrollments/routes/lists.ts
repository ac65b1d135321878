import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { enrollmentsEndpoints } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { meetingsOf } from '../services/meetings';
import { listStudentEnrollments, toEnrollmentSummary } from '../services/student-enrollments';
import { waitlistAndInterests } from '../services/venue-lists';

/**
 * The acting student's lists (spec 7.4, shell spec 4): their enrollments, their wait list and
 * interests, and the meetings of their classes. A guardian switched into a related student sees that
 * student's, as with every endpoint.
 */
export const listsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  registerEndpoint(app, db, enrollmentsEndpoints.getEnrollments, async ({ student }) => ({
    enrollments: (await listStudentEnrollments(db, student.studentId)).map(toEnrollmentSummary),
  }));

  registerEndpoint(app, db, enrollmentsEndpoints.getWaitlistAndInterests, async ({ student }) =>
    waitlistAndInterests(db, student.studentId),
  );

  registerEndpoint(app, db, enrollmentsEndpoints.getMeetings, async ({ student, input }) =>
    meetingsOf(db, school, student.studentId, input.query),
  );
};
