import { CLIENT_TZ_KEY, schoolEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../http/register-endpoint';

export const schoolRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  registerEndpoint(app, db, schoolEndpoints.getSchool, async () => ({
    ...school,
    [CLIENT_TZ_KEY]: school.timezone,
  }));
};
