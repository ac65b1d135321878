// Every route of the portal's remotes (portal.remotes.json), made concrete with the demo school's data,
// for the scripts that measure pages one by one: `pnpm measure:lighthouse`, `pnpm measure:bundle` and
// the first-load budget test. A route a visitor can open signed out is measured signed out (the
// catalog and the contact form: `visitors` in portal.remotes.json); every other one signed in as the
// demo student, who sees each of them with data.
import { REMOTES } from './portal-stack.mjs';

export const DEMO_STUDENT = 'student@demo.school';

const json = async (url) => {
  const reply = await fetch(url);
  const body = await reply.json();
  if (body.result !== 'ok') throw new Error(`${url}: ${body.errorMessage}`);
  return body.data;
};

/** The first category with a course and the first with a pathway, from the API. */
const catalogIds = async (apiUrl) => {
  const { categories } = await json(`${apiUrl}/course_categories/`);
  const ids = {};
  for (const category of categories) {
    const { courses = [], pathways = [] } = await json(
      `${apiUrl}/course_category/${category.id}/courses_and_pathways`,
    );
    if (!ids.course && courses.length > 0) ids.course = { categoryId: category.id, id: courses[0].id };
    if (!ids.pathway && pathways.length > 0) ids.pathway = { categoryId: category.id, id: pathways[0].id };
    if (ids.course && ids.pathway) return ids;
  }
  throw new Error('the demo school has no category with both a course and a pathway');
};

/**
 * @typedef {{ pattern: string, remote: string, title: string, signedInAs?: string }} PortalRoute
 * @returns {PortalRoute[]} every route of portal.remotes.json, in its order, with who opens it
 */
export const portalRoutes = () =>
  REMOTES.flatMap((remote) =>
    remote.exposes
      .filter((expose) => expose.route)
      .map((expose) => ({
        pattern: /** @type {string} */ (expose.route),
        remote: remote.folder,
        title: expose.title,
        ...(expose.visitors ? {} : { signedInAs: DEMO_STUDENT }),
      })),
  );

/**
 * A route made concrete with the demo school's data: `/category/:id` becomes `/category/1`.
 * @param {string} apiUrl the API's base URL, e.g. http://localhost:4000/api
 * @returns {Promise<(pattern: string) => string>}
 */
export const demoPaths = async (apiUrl) => {
  const ids = await catalogIds(apiUrl);
  /** @type {Record<string, string>} */
  const concrete = {
    '/category/:id': `/category/${ids.course.categoryId}`,
    '/category/:categoryId/course/:id': `/category/${ids.course.categoryId}/course/${ids.course.id}`,
    '/category/:categoryId/program/:id': `/category/${ids.pathway.categoryId}/program/${ids.pathway.id}`,
  };
  return (pattern) => {
    const path = concrete[pattern] ?? pattern;
    if (path.includes(':')) throw new Error(`no demo value for the parameters of ${pattern}`);
    return path;
  };
};

/**
 * @typedef {PortalRoute & { path: string }} MeasuredRoute
 * @param {string} apiUrl the API's base URL
 * @returns {Promise<MeasuredRoute[]>} every route, with a path a browser can open
 */
export const measuredRoutes = async (apiUrl) => {
  const pathOf = await demoPaths(apiUrl);
  return portalRoutes().map((route) => ({ ...route, path: pathOf(route.pattern) }));
};
