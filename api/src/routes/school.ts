import { CLIENT_TZ_KEY } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/errors';

export const schoolRoutes: FastifyPluginAsync<AppContext> = async (app, { school }) => {
  app.get('/school', async () => ok({ ...school, [CLIENT_TZ_KEY]: school.timezone }));
};
