import type { AnyEndpoint } from './contracts';
import { areas } from './areas';

/**
 * Every endpoint the API serves, from every area's tables: the list the route-coverage test checks
 * against Fastify's routes, and what a security suite walks (fuzz every input; call every
 * `auth: 'student'` endpoint without a token and expect 401).
 */
export const allEndpoints: readonly AnyEndpoint[] = areas.flatMap((area) => Object.values(area.endpoints));
