import pg from 'pg';
import { openPostgresDb, type Db } from '../src/db';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './support/postgres-test-db';

// The server drops the API's connections (a restart, a failover, pg_terminate_backend): the API
// lives on, and the next request gets a new connection.
describeOnPostgres('a connection PostgreSQL drops', (serverUrl) => {
  let database: TestDatabase;
  let db: Db;
  let heard: Error[] = [];
  let onHeard = () => {};
  const nextLoss = () => new Promise<void>((resolve) => (onHeard = resolve));

  /** Ends every server process of the test's database but the caller's, as an administrator would. */
  const dropConnections = async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const [{ ended }] = (
        await admin.query<{ ended: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [new URL(database.url).pathname.slice(1)],
        )
      ).rows as [{ ended: number }];
      return ended;
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    db = await openPostgresDb(database.url, (error) => {
      heard.push(error);
      onHeard();
    });
  });
  beforeEach(() => {
    heard = [];
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('while idle in the pool: heard, and the next query opens another', async () => {
    await db.query('SELECT 1');
    const lost = nextLoss();
    expect(await dropConnections()).toBeGreaterThanOrEqual(1);
    await lost;
    expect(heard[0]?.message).toMatch(/terminat/i);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('inside a transaction: that transaction fails, the connection is not reused, the next query works', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await dropConnections();
        await tx.query('SELECT 1');
      }),
    ).rejects.toThrow(/terminat|connection/i);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await db.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
  });
});
