import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { LoginLimits } from '../../src/auth/login-limiter';
import { loadSchoolConfig } from '../../src/config/load-school-config';
import type { School } from '../../src/contracts';
import { openPgliteDb, type Db } from '../../src/db';
import { DEMO_PASSWORD } from '../../src/seed/students-data';
import { openPostgresTestDb, testDatabaseServerUrl } from './postgres-test-db';
import { openSeededDb } from './seeded-snapshot';

export const API_DIR = path.resolve(__dirname, '..', '..');
export { MIGRATIONS_DIR } from './seeded-snapshot';
export const DEMO_SCHOOL_FILE = path.join(API_DIR, 'config', 'demo-school.json');
export const NO_BROWSE_SCHOOL_FILE = path.join(API_DIR, 'config', 'no-browse-school.json');

/**
 * A fresh, empty database: an in-memory PGlite, or a new database of its own on the PostgreSQL server
 * that TEST_DATABASE_URL names (dropped when the Db is closed).
 */
export function openTestDb(): Promise<Db> {
  const serverUrl = testDatabaseServerUrl();
  return serverUrl ? openPostgresTestDb(serverUrl) : openPgliteDb();
}

export interface TestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (with a JSON content type unless given). */
  payload?: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** The parsed body; loosely typed on purpose, tests check its shape with the contracts. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): any;
}

export interface TestContext {
  db: Db;
  school: School;
  app: FastifyInstance;
  baseUrl: string;
  /** Like `app.inject`, but over real HTTP (see `request`). */
  inject(request: TestRequest): Promise<TestResponse>;
}

/**
 * Sends a request to the listening app. Real HTTP instead of `app.inject`: Fastify's inject loads
 * light-my-request, which requires the ESM-only `cookie@2`, and the root jest config does not
 * transform that package (jest on Node 20 cannot require ES modules).
 */
export async function request(baseUrl: string, req: TestRequest): Promise<TestResponse> {
  const headers: Record<string, string> = { ...req.headers };
  let body: string | undefined;
  if (req.payload !== undefined) {
    body = typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(baseUrl + req.url, { method: req.method ?? 'GET', headers, body });
  const text = await res.text();
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body: text,
    json: () => JSON.parse(text),
  };
}

/** Logger options for buildApp that keep every line the API logs in `lines`, for tests that read them. */
export const loggerInto = (lines: string[], level = 'info') => ({
  level,
  stream: new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  }),
});

/** For files that fail many sign-ins on purpose: no throttle refuses (the limits have their own tests). */
export const NO_SIGN_IN_THROTTLE: Partial<LoginLimits> = {
  pairFreeFailures: 1_000_000,
  addressFreeFailures: 1_000_000,
  accountFreeFailures: 1_000_000,
  accountLockFailures: 1_000_000,
};

export type TestAppOptions = Partial<
  Pick<
    BuildAppOptions,
    | 'logger'
    | 'nodeEnv'
    | 'portalUrl'
    | 'loginLimits'
    | 'clock'
    | 'trustedProxies'
    | 'sessionIdleTimeoutMinutes'
    | 'specOnly'
  >
> & {
  beforeReady?: (app: FastifyInstance) => void;
};

/** A fresh database (see openTestDb), migrated and seeded (see openSeededDb), and the app on top of it. */
export async function createTestContext(options: TestAppOptions = {}): Promise<TestContext> {
  return startTestApp(await openSeededDb(openTestDb), options);
}

/**
 * An API instance on a database that is migrated and seeded already: a second instance on the same
 * database, or the first again after a restart. Close it with `app.close()` (the database stays open).
 */
export async function startTestApp(db: Db, options: TestAppOptions = {}): Promise<TestContext> {
  const school = loadSchoolConfig(DEMO_SCHOOL_FILE);
  const { beforeReady: _beforeReady, ...appOptions } = options;
  const app = buildApp({ db, school, ...appOptions });
  // A test's server error prints its cause (the reply says only "Server error!", and tests log nothing).
  const failures = new WeakMap<object, Error>();
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = failures.get(request);
    if (error && reply.statusCode >= 500) console.error(`${request.method} ${request.url}: ${error.stack}`);
  });
  options.beforeReady?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { db, school, app, baseUrl, inject: (req) => request(baseUrl, req) };
}

export async function closeTestContext(ctx: TestContext | undefined): Promise<void> {
  if (!ctx) return;
  await ctx.app.close();
  await ctx.db.close();
}

/** Every demo student's password (src/seed/students-data.ts). */
export { DEMO_PASSWORD };

/** Logs in through the API and returns the bearer token. */
export async function login(ctx: TestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await ctx.inject({ method: 'POST', url: '/api/student/auth', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

/**
 * What a `use…` setup made in its `beforeAll`, read inside a test (or a later `beforeAll`): an error
 * naming the setup when read before it ran.
 */
export function afterSetup<T>(setup: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`${setup}: read it inside a test, after the setup ran`);
  return value;
}

export interface TestApi {
  /** The test API, on a database of its own. */
  readonly ctx: TestContext;
}

/**
 * The test API (createTestContext with `options`), made before the file's (or describe block's) first
 * test and closed after its last. Read `ctx` inside tests (or a later `beforeAll`), not at the top of
 * the file.
 */
export const useTestContext = (options: TestAppOptions = {}): TestApi => {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options);
  }, 60_000);
  afterAll(() => closeTestContext(ctx));
  return {
    get ctx() {
      return afterSetup('useTestContext', ctx);
    },
  };
};

export interface SignedInTest extends TestApi {
  /** A bearer token of the student's, signed in through the API. */
  readonly token: string;
  /** A GET of `/api${path}` as the student; `as` another token instead, or null for a visitor. */
  get(path: string, as?: string | null): Promise<TestResponse>;
  /** A JSON POST to `/api${path}`, likewise. */
  post(path: string, payload: unknown, as?: string | null): Promise<TestResponse>;
}

/**
 * The test API and a demo student signed in on it, made before the file's first test and closed after
 * its last. Read `ctx` and `token` inside tests (or a later `beforeAll`), not at the top of the file.
 */
export const useSignedInTest = (email: string): SignedInTest => {
  const api = useTestContext();
  let token: string | undefined;
  beforeAll(async () => {
    token = await login(api.ctx, email);
  }, 60_000);
  const headers = (as: string | null | undefined): Record<string, string> => {
    const bearer = as === undefined ? afterSetup('useSignedInTest', token) : as;
    return bearer === null ? {} : { authorization: `Bearer ${bearer}` };
  };
  return {
    get ctx() {
      return api.ctx;
    },
    get token() {
      return afterSetup('useSignedInTest', token);
    },
    get: (path, as) => api.ctx.inject({ url: `/api${path}`, headers: headers(as) }),
    post: (path, payload, as) =>
      api.ctx.inject({ method: 'POST', url: `/api${path}`, headers: headers(as), payload }),
  };
};
