import type { RouteOptions } from 'fastify';
import { DEMO_SCHOOL_FILE, request } from '../test/support/context';
import { buildApp } from './app';
import { loadSchoolConfig } from './config/load-school-config';
import { enrollmentsBorrowedCalls, registrationBorrowedCalls, type AnyEndpoint } from './contracts';
import type { Db } from './db';
import { allEndpoints } from './endpoints';

/**
 * Routes under /api that are not endpoints of the portal, on purpose. Each still checks who is asking
 * where it did before; anything else under /api must be in `allEndpoints`.
 */
const NOT_ENDPOINTS = new Set([
  // Placeholder images of the seeded catalog: an <img> sends no token, and they are no one's data.
  'GET /api/media/:kind/:name',
  // Profile photos: an <img> sends no token, so the URL itself is the secret (an unguessable key
  // that changes with every upload).
  'GET /api/student/photo/:studentId/:name',
  // The demo accounts' mail, for people trying the demo: no one's data but the seeded demo accounts'.
  'GET /api/demo/mailbox',
  // Receipt and statement PDFs and document files: a new browser tab sends no token, so the URL is the
  // secret (a random token that lasts 10 minutes, made by the receipt, statement and attachment link
  // endpoints for one student's one file; src/files/).
  'GET /api/files/:token',
  // The stand-in application-form tool (areas/enrollments/routes/application-tool.ts): HTML pages in a
  // frame, reached by form posts, which cannot send the bearer token. Each authenticates by the
  // passport in the post body (from POST /rapidapp/passport: one student's, 30 minutes), never by a
  // URL, and opens only a follow-up form one of that student's enrollments asks for.
  'POST /api/rapidapp/tool/start_application',
  'POST /api/rapidapp/tool/continue_application',
  'POST /api/rapidapp/tool/save',
  // The answers of a survey or form document (areas/documents/routes/document-answers.ts): the form the
  // action view renders posts them from the document's sandboxed frame, which runs no script and cannot
  // send the bearer token; it replies an HTML page in the frame. It authenticates by the token in the
  // post body (minted by GET /document/action_view for one student's one document and the session that
  // asked, 30 minutes), never by a URL. The portal itself never calls it.
  'POST /api/document/answers',
  // The operator's summary of the client reports (areas/reports/routes/operator-reports.ts), read by
  // `pnpm report:errors`: no student calls it. It answers only the X-Operator-Key header equal to env
  // PORTAL_OPERATOR_KEY (401 otherwise), and 404 when the API has no key.
  'GET /api/operator/reports',
  // Test helpers (mailbox, site lock, passport mint): registered only for test stacks.
  'GET /api/dev/mailbox',
  'DELETE /api/dev/mailbox',
  'POST /api/dev/site_lock',
  'POST /api/dev/site_lock/clear',
  'POST /api/dev/passport',
]);

const key = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, '$1')}`;
const endpointKey = (endpoint: (typeof allEndpoints)[number]) =>
  key(endpoint.method, `/api/${endpoint.path.replace(/^\//, '')}`);

/** The API with every route registered; no request here reaches the database (a 401 comes first). */
async function routesOfApp() {
  const app = buildApp({ db: {} as Db, school: loadSchoolConfig(DEMO_SCHOOL_FILE), nodeEnv: 'development' });
  const routes = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.add(key(method, route.url));
  });
  await app.ready();
  return { app, routes };
}

describe('allEndpoints', () => {
  it('lists every route under /api, except the commented allow-list', async () => {
    const { app, routes } = await routesOfApp();
    const listed = new Set(allEndpoints.map(endpointKey));
    const unlisted = [...routes].filter((route) => route.includes(' /api') && !listed.has(route));
    expect(unlisted.filter((route) => !NOT_ENDPOINTS.has(route))).toEqual([]);
    // The allow-list names real routes only, and every listed endpoint is served.
    expect([...NOT_ENDPOINTS].filter((route) => !routes.has(route))).toEqual([]);
    expect([...listed].filter((route) => !routes.has(route))).toEqual([]);
    await app.close();
  });

  /**
   * A remote that calls a route another area serves and defines declares that call again in its own
   * contract (`<area>BorrowedCalls`), with the part of the reply it reads. Each must still be a served
   * endpoint with that method, path and auth, the ids it names served the same way, and an input the
   * served endpoint takes (sent below, one per call). Their replies are parsed with the borrowed
   * schemas in each borrowing area's tests (enrollments' follow-up.test.ts, registration-form.test.ts).
   */
  const borrowed = { enrollments: enrollmentsBorrowedCalls, registration: registrationBorrowedCalls };
  const sent: Record<string, { params?: unknown; body?: unknown }> = {
    leaveWaitlist: { body: { venueType: 'CLASS', venueId: 11 } },
    removeInterest: { body: { venueType: 'PATH', venueId: 3 } },
    getApplicationForm: { params: { id: '9001' } },
    getApplicationPassport: { body: { student: 7 } },
    getRefundPolicy: { params: { id: '3' } },
    getContactList: {},
    getAddressList: {},
  };
  const takes = (schema: AnyEndpoint['body'], value: unknown) =>
    schema === undefined ? value === undefined : schema.safeParse(value).success;

  it.each(Object.entries(borrowed))('serves the calls %s borrows as it defines them', (_area, calls) => {
    for (const [name, call] of Object.entries(calls) as [string, AnyEndpoint][]) {
      const endpoint = allEndpoints.find((e) => e.method === call.method && e.path === call.path);
      const input = sent[name];
      expect({ name, input: input !== undefined }).toEqual({ name, input: true });
      expect({
        name,
        served: endpoint && {
          method: endpoint.method,
          path: endpoint.path,
          auth: endpoint.auth,
          ids: Object.fromEntries(Object.keys(call.ids).map((id) => [id, endpoint.ids[id]])),
          takesParams: takes(endpoint.params, input!.params),
          takesBody: takes(endpoint.body, input!.body),
        },
      }).toEqual({
        name,
        served: {
          method: call.method,
          path: call.path,
          auth: call.auth,
          ids: call.ids,
          takesParams: true,
          takesBody: true,
        },
      });
      // The borrowed definition takes it too: the input above is the call's.
      expect({ name, takes: takes(call.params, input!.params) && takes(call.body, input!.body) }).toEqual({
        name,
        takes: true,
      });
    }
  });

  it('defines each method and path once', () => {
    const keys = allEndpoints.map(endpointKey);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("answers 401 to every auth: 'student' endpoint called without a token", async () => {
    const { app } = await routesOfApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const signedIn = allEndpoints.filter((endpoint) => endpoint.auth === 'student');
    expect(signedIn.length).toBeGreaterThan(20);
    for (const endpoint of signedIn) {
      const url = `/api/${endpoint.path.replace(/:[A-Za-z_]+/g, '1')}`;
      const payload = endpoint.method === 'POST' ? {} : undefined;
      const res = await request(`http://127.0.0.1:${address.port}`, {
        method: endpoint.method,
        url,
        payload,
      });
      expect({ url, status: res.statusCode, code: res.json().errorCode }).toEqual({
        url,
        status: 401,
        code: 'unauthorized',
      });
    }
    await app.close();
  });
});
