import { registrationEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { noCostFormRoutes } from './routes/no-cost-form';
import { registrationFormRoutes } from './routes/registration-form';

const routes = areaRoutes(registrationFormRoutes, noCostFormRoutes);

/**
 * Everything remote-registration calls (spec 7.1): a venue's registration form and the student's
 * draft of it (save, discard, sign, submit, pay through the payments gateway) and a class's no-cost
 * form. The refund policy and the student's phone and address lists it reads are browse's and
 * profile's routes.
 */
export const registrationArea: ApiArea = {
  name: 'registration',
  routes,
  endpoints: registrationEndpoints,
};
