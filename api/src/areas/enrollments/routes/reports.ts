import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';

export const reportsRoutes: FastifyPluginAsync<AppContext> = async () => {};
