import crypto from 'node:crypto';
import pg from 'pg';
import { openPostgresDb, type Db } from '../../src/db';

/**
 * The PostgreSQL server the API tests run on instead of PGlite, when set: a superuser's URL (each test
 * file creates and drops databases of its own there). scripts/test.mjs sets it for its PostgreSQL pass.
 */
export const TEST_DATABASE_URL_VAR = 'TEST_DATABASE_URL';

/** SQLSTATE of DROP DATABASE while others are connected to it. */
const OBJECT_IN_USE = '55006';

export const testDatabaseServerUrl = (): string | undefined =>
  process.env[TEST_DATABASE_URL_VAR] || undefined;

/**
 * A describe block for the PostgreSQL server of TEST_DATABASE_URL: `body` gets the server's URL. Without
 * the variable (a plain jest run, on PGlite), the block is skipped and its title says how to run it.
 */
export const describeOnPostgres = (title: string, body: (serverUrl: string) => void) => {
  const serverUrl = testDatabaseServerUrl();
  if (serverUrl) describe(title, () => body(serverUrl));
  else
    describe.skip(`${title}: SKIPPED, set ${TEST_DATABASE_URL_VAR} to a PostgreSQL server (npm test does)`, () =>
      body(''));
};

export interface TestDatabase {
  /** Its name on the server (as a template for others, say). */
  name: string;
  /** The new database's URL: open as many pools on it as the test needs. */
  url: string;
  /** Drops the database (once every pool on it has ended, or closing the connections left open). */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on `serverUrl`'s server, so that test files running at once never meet: empty, or a
 * copy of `template` (a database no one is connected to).
 */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `test_${crypto.randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/** Drops a database createTestDatabase made (once every pool on it has ended, or closing the ones left open). */
export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    try {
      // A pool's end() resolves before its server processes have exited; DROP DATABASE waits for
      // them (up to 5 s). FORCE would kill them, and their clients would throw an unhandled error.
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE) throw err;
      // A connection the test left open.
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}

/** A pool on a new database of its own (empty, or a copy of `template`); closing it drops the database. */
export async function openPostgresTestDb(serverUrl: string, template?: string): Promise<Db> {
  const database = await createTestDatabase(serverUrl, template);
  let db: Db;
  try {
    db = await openPostgresDb(database.url);
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}
