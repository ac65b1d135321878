import crypto from 'node:crypto';
import pg from 'pg';
import { typeParsers, type Db, type Queryable } from './types';

type Client = pg.Pool | pg.PoolClient;

/** Each statement's name, by its text: the API's statements are a fixed set (no values in the text). */
const statementNames = new Map<string, string>();
const statementName = (sql: string) => {
  let name = statementNames.get(sql);
  if (!name) {
    name = `portal_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
};

/**
 * Queries go as named prepared statements: each connection parses and plans a statement once, then
 * only binds values. Sent unnamed, PostgreSQL planned every call again, and planning was most of its
 * CPU in the registration-day rush (a class's lookup: 3.5 ms to plan, 0.5 ms to run; docs/adr/018).
 * A pooler in front of PostgreSQL must keep prepared statements (PgBouncer 1.21 or later, in session
 * mode or with max_prepared_statements). exec() stays the simple protocol: migrations hold several
 * statements, which a prepared statement cannot.
 */
function wrap(client: Client): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ name: statementName(sql), text: sql, values: params as unknown[] });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool's) before it fails:
 * while the server is away, the request is answered 503 (src/db/unavailable.ts) in seconds instead of
 * hanging until the client gives up. A restart refuses connections at once; this bounds the rest (a
 * host that drops packets, a server too busy to accept). A pool whose connections all stay busy this
 * long is overloaded, and "try again in a moment" is the right answer there too.
 */
export const CONNECTION_TIMEOUT_MS = 5000;

/** What is said when the server drops a connection: no password, no query, only pg's message. */
const reportLostConnection = (error: Error) =>
  console.error(`PostgreSQL dropped a connection (${error.message}); the pool opens another.`);

/**
 * A real PostgreSQL server, used when DATABASE_URL is set.
 *
 * A connection the server drops (a restart, a failover, an administrator's pg_terminate_backend) is an
 * 'error' event on the pool, or on a client checked out of it; with no listener, node ends the
 * process. Both are heard: the pool replaces the connection, and only the request that was using it
 * fails.
 */
export async function openPostgresDb(
  connectionString: string,
  onConnectionLost: (error: Error) => void = reportLostConnection,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', onConnectionLost);
  // Fail fast on a bad URL instead of at the first request.
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        onConnectionLost(error);
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.off('error', onLost);
        // A dropped connection is closed, not given back to the pool for the next request.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
