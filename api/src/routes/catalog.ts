import type { CategoriesResponse } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/errors';
import { listCategories } from '../services/catalog';

/** Public catalog reads (visitors may browse). */
export const catalogRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/course_categories', async () => {
    const data: CategoriesResponse = { categories: await listCategories(db), rapidappForms: [] };
    return ok(data);
  });
};
