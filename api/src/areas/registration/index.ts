import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { registrationEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { noCostFormRoutes } from './routes/no-cost-form';
import { registrationFormRoutes } from './routes/registration-form';

const routes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(registrationFormRoutes, context);
  await app.register(noCostFormRoutes, context);
};

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
