import { browseEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../http/register-endpoint';
import { listStudentApplicationForms } from '../services/browse-catalog';
import { listCategories } from '../services/catalog';

/** The category list (visitors may browse). */
export const catalogRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  registerEndpoint(app, db, browseEndpoints.getCategories, async ({ student }) => ({
    categories: await listCategories(db),
    // The signed-in student's application forms (spec section 7); none for a visitor.
    rapidappForms: await listStudentApplicationForms(db, student?.studentId ?? null),
  }));
};
