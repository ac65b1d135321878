import { enrollmentsEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { enrollmentViewRoutes } from './routes/enrollment-view';
import { applicationToolRoutes } from './routes/application-tool';
import { listsRoutes } from './routes/lists';
import { reportsRoutes } from './routes/reports';
import { reportFiles } from './services/reports-files';
import { timeClockRoutes } from './routes/time-clock';

const routes = areaRoutes(
  listsRoutes,
  enrollmentViewRoutes,
  timeClockRoutes,
  reportsRoutes,
  applicationToolRoutes,
);

/**
 * Everything remote-enrollments calls: the student's enrollments and the enrollment view (progress,
 * attendance, time clock, grades), the wait list and interests, class meetings, clocking in and out,
 * report and transcript PDFs (links through /api/files/:token), and the stand-in application-form tool
 * the follow-up forms open in (its passport and the forms' status are browse's calls, spec 7.1).
 */
export const enrollmentsArea: ApiArea = {
  name: 'enrollments',
  routes,
  endpoints: enrollmentsEndpoints,
  files: reportFiles,
};

// What other areas use of enrollments (a module imports only this file of another area).
/** A passport for the stand-in application-form tool: browse's Apply button (POST /rapidapp/passport). */
export { createApplicationPassport } from './services/application-passports';
