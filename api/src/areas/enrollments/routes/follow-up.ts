import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';

export const followUpRoutes: FastifyPluginAsync<AppContext> = async () => {};
