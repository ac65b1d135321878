import { migrate, openPostgresDb, type Db } from '../../src/db';
import { seed } from '../../src/seed/seed';
import { bearer, get, post } from './accounts';
import {
  afterSetup,
  login,
  MIGRATIONS_DIR,
  startTestApp,
  type TestAppOptions,
  type TestContext,
} from './context';
import { createTestDatabase, type TestDatabase } from './postgres-test-db';

export interface TwoInstances {
  /** The two API instances: the first on pools[0], the second on pools[1]. */
  readonly first: TestContext;
  readonly second: TestContext;
  /** Their pools, each of its own connections, on the one database. */
  readonly pools: readonly Db[];
}

/**
 * Two API instances as a school runs them behind a load balancer: each with its own pool, on one new
 * PostgreSQL database on `serverUrl`'s server (migrated and seeded), made before the first test of the
 * describe it is called in and closed, the database dropped, after its last. Read it inside tests.
 */
export const useTwoInstances = (serverUrl: string, options: TestAppOptions = {}): TwoInstances => {
  let database: TestDatabase | undefined;
  let pools: Db[] = [];
  let first: TestContext | undefined;
  let second: TestContext | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    pools = [await openPostgresDb(database.url), await openPostgresDb(database.url)];
    await migrate(pools[0]!, MIGRATIONS_DIR);
    await seed(pools[0]!);
    first = await startTestApp(pools[0]!, options);
    second = await startTestApp(pools[1]!, options);
  }, 60_000);
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    for (const pool of pools) await pool.close();
    await database?.drop();
  });
  return {
    get first() {
      return afterSetup('useTwoInstances', first);
    },
    get second() {
      return afterSetup('useTwoInstances', second);
    },
    get pools() {
      return pools;
    },
  };
};

/**
 * Two instances agree on a session: one opened through `first` is served by `second`; logged out
 * through `logoutOn` (either), it is refused by both.
 */
export async function expectOneSession(
  first: TestContext,
  second: TestContext,
  email: string,
  logoutOn: TestContext,
): Promise<void> {
  const token = await login(first, email);
  expect((await get(second, '/api/student/get', bearer(token))).statusCode).toBe(200);
  expect((await post(logoutOn, '/api/student/logout', {}, bearer(token))).statusCode).toBe(200);
  expect((await get(first, '/api/student/get', bearer(token))).statusCode).toBe(401);
  expect((await get(second, '/api/student/get', bearer(token))).statusCode).toBe(401);
}
