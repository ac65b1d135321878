import pg from 'pg';
import type { Db, Queryable } from '../src/db';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_CODE, messages } from '../src/http/errors';
import { bearer, expectError, get, post } from './support/accounts';
import {
  DEMO_PASSWORD,
  loggerInto,
  login,
  openTestDb,
  startTestApp,
  type TestContext,
} from './support/context';
import { closedPort } from './support/fake-postgres';
import { openSeededDb } from './support/seeded-snapshot';

// The database goes away (a restart, a failover) while the API runs: every call that needs it is
// answered 503, in the error envelope, with a message a student can act on and a Retry-After; the API
// serves again as soon as the database is back. Other database errors keep their 500.

/** In a connection string the API is given, and so never to be seen in a log. */
const PASSWORD = 'pg-secret-Hunter2';

/**
 * The seeded database, behind a switch: while `down`, every query fails as pg fails against a stopped
 * server (a real ECONNREFUSED, from a real connection attempt to a port where nothing listens).
 */
function switchableDb(db: Db, port: number) {
  const state = { down: false };
  const unreachable = async (): Promise<never> => {
    const client = new pg.Client({
      connectionString: `postgres://portal:${PASSWORD}@127.0.0.1:${port}/portal`,
    });
    await client.connect();
    await client.end();
    throw new Error(`something answered on port ${port}`);
  };
  const guard = (queryable: Queryable): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) =>
      state.down ? unreachable() : queryable.query<T>(sql, params),
    exec: (sql: string) => (state.down ? unreachable() : queryable.exec(sql)),
  });
  const switchable: Db = {
    ...db,
    ...guard(db),
    transaction: (fn) => (state.down ? unreachable() : db.transaction((tx) => fn(guard(tx)))),
  };
  return { db: switchable, state };
}

const expectDatabaseUnavailable = (res: Awaited<ReturnType<typeof get>>) => {
  expectError(res, 503, DATABASE_UNAVAILABLE_CODE, messages.databaseUnavailable, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
  expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
};

const NAVIGATION = {
  type: 'outage',
  action: 'visit',
  target: 'catalog',
  targetId: null,
  targetPath: '/categories',
  targetType: 'page',
};

let ctx: TestContext;
let database: ReturnType<typeof switchableDb>;
let token: string;
const logLines: string[] = [];
// The test support prints the cause of every 5xx; here they are expected.
const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  const seeded = await openSeededDb(openTestDb);
  database = switchableDb(seeded, await closedPort());
  ctx = await startTestApp(database.db, {
    logger: loggerInto(logLines),
    // A query the database refuses while it is there: a unique violation (23505).
    beforeReady: (app) =>
      app.post('/api/__test/duplicate', async () => {
        await database.db.query('INSERT INTO schema_migrations SELECT * FROM schema_migrations LIMIT 1');
        return {};
      }),
  });
  token = await login(ctx, 'student@demo.school');
}, 60_000);
afterEach(() => {
  database.state.down = false;
});
afterAll(async () => {
  printed.mockRestore();
  await ctx?.app.close();
  await ctx?.db.close();
});

describe('while the database cannot be reached', () => {
  it('answers 503 database_unavailable with Retry-After: a catalog read, a write, a sign-in', async () => {
    database.state.down = true;
    expectDatabaseUnavailable(await get(ctx, '/api/course_categories/'));
    expectDatabaseUnavailable(await post(ctx, '/api/student/action', NAVIGATION, bearer(token)));
    expectDatabaseUnavailable(
      await post(ctx, '/api/student/auth', { email: 'student@demo.school', password: DEMO_PASSWORD }),
    );
  });

  it('serves again by itself once the database is back, the session still good', async () => {
    database.state.down = true;
    expectDatabaseUnavailable(await post(ctx, '/api/student/action', NAVIGATION, bearer(token)));
    database.state.down = false;
    const res = await post(ctx, '/api/student/action', NAVIGATION, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('ok');
  });

  it('logs a warning with the driver error, never the connection string or the request body', async () => {
    logLines.length = 0;
    database.state.down = true;
    await post(ctx, '/api/student/auth', { email: 'student@demo.school', password: DEMO_PASSWORD });
    const logs = logLines.join('');
    expect(logs).toContain('database unavailable');
    expect(logs).toContain('ECONNREFUSED');
    expect(logs).toContain('"level":40');
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain(DEMO_PASSWORD);
  });
});

it('keeps an ordinary SQL error (a unique violation) a 500 server-error', async () => {
  logLines.length = 0;
  const res = await post(ctx, '/api/__test/duplicate', {});
  expectError(res, 500, 'server-error', 'Server error!');
  expect(res.headers['retry-after']).toBeUndefined();
  expect(logLines.join('')).toMatch(/duplicate key value violates unique constraint/);
});
