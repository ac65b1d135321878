import { browseEndpoints, type SearchResponse } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
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

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(`${what} not found`);
  return value;
}

/**
 * Catalog reads: visitors may browse. The `optional` ones compute the signed-in student's states
 * (a visitor gets anonymous ones; a bearer token must be valid, 401 otherwise).
 */
export const browseCatalogRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // Category listings and search results are the same for everybody: see browse-read-cache.ts.
  const cache = createReadCache();
  const categoryItems = (id: number) => cache.get(`category:${id}`, () => listCategoryItems(db, id));
  const studentIdOf = (student: { studentId: number } | null) => student?.studentId ?? null;
  const e = browseEndpoints;

  registerEndpoint(app, db, e.getCategory, async ({ input }) => ({
    category: found(await getCategory(db, input.params.id), 'Category'),
  }));

  registerEndpoint(app, db, e.getCategoryCourses, async ({ input }) => ({
    courses: found(await categoryItems(input.params.id), 'Category').courses,
  }));

  registerEndpoint(app, db, e.getCategoryPathways, async ({ input }) => ({
    pathways: found(await categoryItems(input.params.id), 'Category').pathways,
  }));

  registerEndpoint(app, db, e.getCategoryItems, async ({ input }) =>
    found(await categoryItems(input.params.id), 'Category'),
  );

  registerEndpoint(app, db, e.getCourse, async ({ input }) => ({
    course: found(await getCourse(db, input.params.id), 'Course'),
  }));

  registerEndpoint(app, db, e.getCourseClasses, async ({ input, student }) => {
    const { id } = input.params;
    found(await getCourse(db, id), 'Course');
    return { classes: await listCourseClasses(db, studentIdOf(student), id) };
  });

  registerEndpoint(app, db, e.getPathway, async ({ input, student }) => ({
    pathway: found(await getPathway(db, studentIdOf(student), input.params.id), 'Pathway'),
  }));

  registerEndpoint(app, db, e.getPathwayNodes, async ({ input, student }) => ({
    nodes: found(await listPathwayNodes(db, studentIdOf(student), input.params.id), 'Pathway'),
  }));

  registerEndpoint(app, db, e.getClass, async ({ input, student }) => ({
    class: found(await getClassVenue(db, studentIdOf(student), input.params.id), 'Class'),
  }));

  registerEndpoint(app, db, e.getFeaturedClasses, async ({ student }) => ({
    classes: await listFeaturedClasses(db, studentIdOf(student)),
  }));

  registerEndpoint(app, db, e.searchCatalog, async ({ input }) => {
    const { q } = input.query;
    const data: SearchResponse = await cache.get(`search:${q.toLowerCase()}`, () => search(db, q));
    return data;
  });

  registerEndpoint(app, db, e.getInstructor, async ({ input }) => ({
    instructor: found(await getInstructor(db, input.params.id), 'Instructor'),
  }));

  registerEndpoint(app, db, e.getLocation, async ({ input }) => ({
    location: found(await getLocation(db, input.params.id), 'Location'),
  }));

  registerEndpoint(app, db, e.getRefundPolicy, async ({ input }) => ({
    refundPolicy: found(await getRefundPolicy(db, input.params.id), 'Refund policy'),
  }));
};
