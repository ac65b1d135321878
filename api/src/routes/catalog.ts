import type { CategoriesResponse } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/errors';
import { listStudentApplicationForms } from '../services/browse-catalog';
import { listCategories } from '../services/catalog';
import { optionalStudentId } from './browse-catalog';

/** Public catalog reads (visitors may browse). */
export const catalogRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/course_categories', async (request) => {
    const data: CategoriesResponse = {
      categories: await listCategories(db),
      // The signed-in student's application forms (spec section 7); none for a visitor.
      rapidappForms: await listStudentApplicationForms(db, await optionalStudentId(db, request)),
    };
    return ok(data);
  });
};
