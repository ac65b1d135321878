import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';

export const timeClockRoutes: FastifyPluginAsync<AppContext> = async () => {};
