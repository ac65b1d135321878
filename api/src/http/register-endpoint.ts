import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint, EndpointAuth, EndpointOutput, ParsedEndpointInput } from '../contracts';
import { requirePersonalInfoComplete } from '../auth/personal-info';
import { requireStudent, type Auth } from '../auth/sessions';
import type { Queryable } from '../db';
import { ok, parseInput, type HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The refusal of a body over the route's own `bodyLimit` (Fastify's FST_ERR_CTP_BODY_TOO_LARGE,
     * raised from Content-Length or as the body streams in, before it is buffered whole); app.ts's
     * error handler sends it instead of the generic 413 `invalid_input`.
     */
    bodyTooLarge?: () => HttpError;
  }
}

/** Who is asking, as the endpoint's `auth` decides: always a student, maybe one, or not looked at. */
export type StudentFor<A extends EndpointAuth> = A extends 'student'
  ? Auth
  : A extends 'optional'
    ? Auth | null
    : null;

export interface EndpointCall<E extends AnyEndpoint> {
  /** params, query and body, each parsed by the endpoint's schema. */
  input: ParsedEndpointInput<E>;
  student: StudentFor<E['auth']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<EndpointOutput<E>>;

export interface RegisterOptions<E extends AnyEndpoint> {
  /**
   * Runs after authentication and before the input is validated: for refusals that do not depend on
   * the payload (a module switched off, a guardian acting for a student), so that they win over a bad
   * payload as they always have.
   */
  precheck?: (call: {
    request: FastifyRequest;
    reply: FastifyReply;
    student: StudentFor<E['auth']>;
  }) => void | Promise<void>;
  /**
   * A body limit of the route's own instead of the app's (2 MB): uploads. `tooLarge` is the refusal of
   * a body over it (`bodyTooLarge` above), sent without reading the body further.
   */
  bodyLimit?: { bytes: number; tooLarge: () => HttpError };
}

/**
 * Who is asking for an `optional` endpoint: a visitor (no Authorization header) is null; a header
 * must carry a valid token (401 otherwise), so that an expired session is noticed, not silently
 * served a visitor's reply.
 */
async function optionalStudent(db: Queryable, request: FastifyRequest): Promise<Auth | null> {
  if (request.headers.authorization === undefined) return null;
  return requireStudent(db, request);
}

async function authenticate(
  db: Queryable,
  auth: EndpointAuth,
  request: FastifyRequest,
): Promise<Auth | null> {
  switch (auth) {
    case 'student':
      return requireStudent(db, request);
    case 'optional':
      return optionalStudent(db, request);
    case 'public':
      return null;
  }
}

/** Who is asking, and whether they may call this endpoint at all (auth/personal-info.ts). */
async function admit(db: Queryable, endpoint: AnyEndpoint, request: FastifyRequest): Promise<Auth | null> {
  const student = await authenticate(db, endpoint.auth, request);
  requirePersonalInfoComplete(endpoint, student);
  return student;
}

/** The Fastify URL of an endpoint path: `course/:id` becomes `/course/:id` (under the /api prefix). */
export const routeUrl = (endpoint: Pick<AnyEndpoint, 'path'>): string =>
  `/${endpoint.path.replace(/^\//, '')}`;

/**
 * Serves an endpoint: authenticates as its `auth` says (401 `unauthorized`), refuses a student who must
 * complete their personal information first (403 `personal_info_required`), validates its params,
 * query and body with its schemas (400 `invalid_input` with field paths), runs the handler with the
 * parsed input and the student, and wraps the handler's data in the ok envelope.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  db: Queryable,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterOptions<E> = {},
): void {
  // A route that takes a large body (uploads) authenticates before the body is read: a caller without
  // a valid session is refused (401) before anything is buffered.
  const authenticatedEarly = new WeakMap<FastifyRequest, Auth | null>();
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    ...(options.bodyLimit
      ? {
          bodyLimit: options.bodyLimit.bytes,
          config: { bodyTooLarge: options.bodyLimit.tooLarge },
          onRequest: async (request: FastifyRequest) => {
            authenticatedEarly.set(request, await admit(db, endpoint, request));
          },
        }
      : {}),
    handler: async (request, reply) => {
      const student = (
        authenticatedEarly.has(request) ? authenticatedEarly.get(request) : await admit(db, endpoint, request)
      ) as StudentFor<E['auth']>;
      await options.precheck?.({ request, reply, student });
      const input: Record<string, unknown> = {};
      if (endpoint.params) input.params = parseInput(endpoint.params, request.params);
      if (endpoint.query) input.query = parseInput(endpoint.query, request.query);
      if (endpoint.body) input.body = parseInput(endpoint.body, request.body);
      const data = await handler({
        input: input as ParsedEndpointInput<E>,
        student,
        request,
        reply,
      });
      return ok(data);
    },
  });
}
