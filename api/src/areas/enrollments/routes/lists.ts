import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';

export const listsRoutes: FastifyPluginAsync<AppContext> = async () => {};
