import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { accountEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { impersonationRoutes } from './routes/impersonation';
import { passportRoutes } from './routes/passport';
import { studentAccountRoutes } from './routes/student-account';
import { studentActivityRoutes } from './routes/student-activity';
import { studentAuthRoutes } from './routes/student-auth';

const accountRoutes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(studentAuthRoutes, context);
  await app.register(studentAccountRoutes, context);
  await app.register(passportRoutes, context);
  await app.register(impersonationRoutes, context);
  await app.register(studentActivityRoutes, context);
};

/** Sign-in, registration, passwords and recovery, passports, impersonation, the navigation log. */
export const accountArea: ApiArea = { name: 'account', routes: accountRoutes, endpoints: accountEndpoints };
