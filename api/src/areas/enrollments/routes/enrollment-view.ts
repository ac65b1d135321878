import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';

export const enrollmentViewRoutes: FastifyPluginAsync<AppContext> = async () => {};
