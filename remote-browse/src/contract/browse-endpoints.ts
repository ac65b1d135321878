import * as z from '@portal/shared/zod';
import { defineEndpoint, idParamSchema, venueActionInputSchema } from '@portal/shared/contracts';
import {
  categoriesResponseSchema,
  categoryCoursesResponseSchema,
  categoryItemsResponseSchema,
  categoryPathwaysResponseSchema,
  categoryResponseSchema,
  classResponseSchema,
  courseClassesResponseSchema,
  courseResponseSchema,
  featuredClassesResponseSchema,
  instructorResponseSchema,
  locationResponseSchema,
  pathwayNodesResponseSchema,
  pathwayResponseSchema,
  refundPolicyResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from './catalog';
import {
  cartActionResponseSchema,
  rapidappFormResponseSchema,
  rapidappPassportInputSchema,
  rapidappPassportResponseSchema,
  venueActionResponseSchema,
} from './venue-actions';

/** A catalog id in a path: a positive PostgreSQL integer. */
export const idParamsSchema = z.object({ id: idParamSchema() });

const byId = <R extends z.ZodMiniType, A extends 'public' | 'optional'>(path: string, response: R, auth: A) =>
  defineEndpoint({ method: 'GET', path, params: idParamsSchema, response, auth, ids: { id: 'shared' } });

/**
 * Browse's calls. Catalog reads are open to visitors: `public` ones carry no per-student data,
 * `optional` ones compute the signed-in student's enroll and interest states (a visitor gets the
 * anonymous ones). The enroll and interest actions need a signed-in student.
 */
export const browseEndpoints = {
  getCategories: defineEndpoint({
    method: 'GET',
    path: 'course_categories/',
    response: categoriesResponseSchema,
    auth: 'optional',
  }),
  getCategory: byId('course_category/:id', categoryResponseSchema, 'public'),
  getCategoryCourses: byId('course_category/:id/courses', categoryCoursesResponseSchema, 'public'),
  getCategoryPathways: byId('course_category/:id/pathways', categoryPathwaysResponseSchema, 'public'),
  getCategoryItems: byId('course_category/:id/courses_and_pathways', categoryItemsResponseSchema, 'public'),
  getCourse: byId('course/:id', courseResponseSchema, 'public'),
  getCourseClasses: byId('course/:id/classes', courseClassesResponseSchema, 'optional'),
  getPathway: byId('pathway/:id', pathwayResponseSchema, 'optional'),
  getPathwayNodes: byId('pathway/:id/nodes', pathwayNodesResponseSchema, 'optional'),
  getClass: byId('class/:id', classResponseSchema, 'optional'),
  getFeaturedClasses: defineEndpoint({
    method: 'GET',
    path: 'featured_classes/',
    response: featuredClassesResponseSchema,
    auth: 'optional',
  }),
  searchCatalog: defineEndpoint({
    method: 'GET',
    path: 'search',
    query: searchQuerySchema,
    response: searchResponseSchema,
    auth: 'public',
  }),
  getInstructor: byId('instructor/:id', instructorResponseSchema, 'public'),
  getLocation: byId('location/:id', locationResponseSchema, 'public'),
  getRefundPolicy: byId('refund_policy/:id', refundPolicyResponseSchema, 'public'),

  addToCart: defineEndpoint({
    method: 'POST',
    path: 'cart/add',
    body: venueActionInputSchema,
    response: cartActionResponseSchema,
    ids: { venueId: 'shared' },
  }),
  joinWaitlist: defineEndpoint({
    method: 'POST',
    path: 'waitlist/add',
    body: venueActionInputSchema,
    response: venueActionResponseSchema,
    ids: { venueId: 'shared' },
  }),
  leaveWaitlist: defineEndpoint({
    method: 'POST',
    path: 'waitlist/remove',
    body: venueActionInputSchema,
    response: venueActionResponseSchema,
    ids: { venueId: 'shared' },
  }),
  showInterest: defineEndpoint({
    method: 'POST',
    path: 'interests/add',
    body: venueActionInputSchema,
    response: venueActionResponseSchema,
    ids: { venueId: 'shared' },
  }),
  removeInterest: defineEndpoint({
    method: 'POST',
    path: 'interests/remove',
    body: venueActionInputSchema,
    response: venueActionResponseSchema,
    ids: { venueId: 'shared' },
  }),
  startApplicationForm: defineEndpoint({
    method: 'POST',
    path: 'rapidapp/passport',
    body: rapidappPassportInputSchema,
    response: rapidappPassportResponseSchema,
    ids: { student: 'owned', venueId: 'shared' },
    extraFields: {
      venueId:
        "The venue whose Apply button was pressed: this API refuses a stale button ('Action no longer valid') and records the form as started from it, which My Applications continues it on.",
      venueType: 'Goes with venueId.',
    },
  }),
  getApplicationForm: defineEndpoint({
    method: 'GET',
    path: 'rapidapp/form/:id',
    params: idParamsSchema,
    response: rapidappFormResponseSchema,
    // The school's form; the reply carries the acting student's own progress on it.
    ids: { id: 'shared' },
  }),
} as const;
