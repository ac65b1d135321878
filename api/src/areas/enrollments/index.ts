import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { enrollmentsEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { enrollmentViewRoutes } from './routes/enrollment-view';
import { followUpRoutes } from './routes/follow-up';
import { listsRoutes } from './routes/lists';
import { reportsRoutes } from './routes/reports';
import { reportFiles } from './services/reports-files';
import { timeClockRoutes } from './routes/time-clock';

const routes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(listsRoutes, context);
  await app.register(enrollmentViewRoutes, context);
  await app.register(timeClockRoutes, context);
  await app.register(reportsRoutes, context);
  await app.register(followUpRoutes, context);
};

/**
 * Everything remote-enrollments calls: the student's enrollments and the enrollment view (progress,
 * attendance, time clock, grades), the wait list and interests, class meetings, clocking in and out,
 * report and transcript PDFs (links through /api/files/:token) and the follow-up forms' passport.
 */
export const enrollmentsArea: ApiArea = {
  name: 'enrollments',
  routes,
  endpoints: enrollmentsEndpoints,
  files: reportFiles,
};
