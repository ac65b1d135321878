import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { enrollmentsEndpoints } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { clockClasses, clockIn, clockOut } from '../services/clock';

/**
 * Log Attendance: the acting student's time-clock classes, clocking in and out. Each reply is the
 * whole list again, so that the page shows what the server now holds.
 */
export const timeClockRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  registerEndpoint(app, db, enrollmentsEndpoints.getClockClasses, async ({ student }) =>
    clockClasses(db, school, student.studentId),
  );

  registerEndpoint(app, db, enrollmentsEndpoints.clockIn, async ({ student, input }) =>
    clockIn(db, school, student.studentId, input.body.enrollmentId),
  );

  registerEndpoint(app, db, enrollmentsEndpoints.clockOut, async ({ student, input }) =>
    clockOut(db, school, student.studentId, input.body.enrollmentId),
  );
};
