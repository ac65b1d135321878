import {
  searchQuerySchema,
  type CategoryItemsResponse,
  type SearchResponse,
} from '../contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { requireStudent } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { notFound, ok, parseInput } from '../http/errors';
import {
  getCategory,
  getCourse,
  getInstructor,
  getLocation,
  getPathway,
  getRefundPolicy,
  listCategoryItems,
  listCourseClasses,
  listFeaturedClasses,
  listPathwayNodes,
  search,
} from '../services/browse-catalog';
import { createReadCache } from '../services/browse-read-cache';
import { getClassVenue } from '../services/browse-venues';

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });
type IdRoute = { Params: { id: string } };
type IdRequest = FastifyRequest<IdRoute>;
const idOf = (request: IdRequest): number => parseInput(idParams, request.params).id;

/**
 * Who the catalog is read for: a visitor (no Authorization header) gets anonymous states; a bearer
 * token must be valid (401 otherwise), so that an expired session is noticed, not silently shown
 * a visitor's states.
 */
export async function optionalStudentId(db: Queryable, request: FastifyRequest): Promise<number | null> {
  if (request.headers.authorization === undefined) return null;
  return (await requireStudent(db, request)).studentId;
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(`${what} not found`);
  return value;
}

/** Public catalog reads (visitors may browse); per-student states when signed in. */
export const browseCatalogRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // Category listings and search results are the same for everybody: see browse-read-cache.ts.
  const cache = createReadCache();
  const categoryItems = (id: number) => cache.get(`category:${id}`, () => listCategoryItems(db, id));

  app.get<IdRoute>('/course_category/:id', async (request) =>
    ok({ category: found(await getCategory(db, idOf(request)), 'Category') }),
  );

  app.get<IdRoute>('/course_category/:id/courses', async (request) => {
    const items = found(await categoryItems(idOf(request)), 'Category');
    return ok({ courses: items.courses });
  });

  app.get<IdRoute>('/course_category/:id/pathways', async (request) => {
    const items = found(await categoryItems(idOf(request)), 'Category');
    return ok({ pathways: items.pathways });
  });

  app.get<IdRoute>('/course_category/:id/courses_and_pathways', async (request) => {
    const data: CategoryItemsResponse = found(await categoryItems(idOf(request)), 'Category');
    return ok(data);
  });

  app.get<IdRoute>('/course/:id', async (request) =>
    ok({ course: found(await getCourse(db, idOf(request)), 'Course') }),
  );

  app.get<IdRoute>('/course/:id/classes', async (request) => {
    const id = idOf(request);
    found(await getCourse(db, id), 'Course');
    return ok({ classes: await listCourseClasses(db, await optionalStudentId(db, request), id) });
  });

  app.get<IdRoute>('/pathway/:id', async (request) => {
    const studentId = await optionalStudentId(db, request);
    return ok({ pathway: found(await getPathway(db, studentId, idOf(request)), 'Pathway') });
  });

  app.get<IdRoute>('/pathway/:id/nodes', async (request) => {
    const studentId = await optionalStudentId(db, request);
    return ok({ nodes: found(await listPathwayNodes(db, studentId, idOf(request)), 'Pathway') });
  });

  app.get<IdRoute>('/class/:id', async (request) => {
    const studentId = await optionalStudentId(db, request);
    return ok({ class: found(await getClassVenue(db, studentId, idOf(request)), 'Class') });
  });

  app.get('/featured_classes', async (request) =>
    ok({ classes: await listFeaturedClasses(db, await optionalStudentId(db, request)) }),
  );

  app.get('/search', async (request) => {
    const { q } = parseInput(searchQuerySchema, request.query);
    const data: SearchResponse = await cache.get(`search:${q.toLowerCase()}`, () => search(db, q));
    return ok(data);
  });

  app.get<IdRoute>('/instructor/:id', async (request) =>
    ok({ instructor: found(await getInstructor(db, idOf(request)), 'Instructor') }),
  );

  app.get<IdRoute>('/location/:id', async (request) =>
    ok({ location: found(await getLocation(db, idOf(request)), 'Location') }),
  );

  app.get<IdRoute>('/refund_policy/:id', async (request) =>
    ok({ refundPolicy: found(await getRefundPolicy(db, idOf(request)), 'Refund policy') }),
  );
};
