import pg from 'pg';
import { closedPort, startFakePostgres, type FakePostgresBehaviour } from '../../test/support/fake-postgres';
import { HttpError } from '../http/errors';
import { openPgliteDb, type Db } from '.';
import { isDatabaseUnavailable } from './unavailable';

const CLIENT = { host: '127.0.0.1', user: 'portal', password: 'not-logged', database: 'portal' };

/** What pg rejects with when a client connects to a fake server, or runs `queries` queries there. */
async function clientError(
  behaviour: FakePostgresBehaviour,
  options: pg.ClientConfig = {},
  queries = 1,
): Promise<unknown> {
  const fake = await startFakePostgres(behaviour);
  const client = new pg.Client({ ...CLIENT, port: fake.port, ...options });
  // A connection lost between queries is also an 'error' event: the next query says so anyway.
  client.on('error', () => undefined);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );
  try {
    const refused = await failure(client.connect());
    if (refused) return refused;
    // The last query's failure: a client that failed once is asked again with `queries` 2.
    let last: unknown;
    for (let n = 0; n < queries; n++) last = await failure(client.query('SELECT 1'));
    return last;
  } finally {
    await client.end().catch(() => undefined);
    await fake.close();
  }
}

/** What a pg.Pool rejects with: `connections` checked out at once from a pool of one. */
async function poolErrors(behaviour: FakePostgresBehaviour, connections: number): Promise<unknown[]> {
  const fake = await startFakePostgres(behaviour);
  const pool = new pg.Pool({ ...CLIENT, port: fake.port, max: 1, connectionTimeoutMillis: 150 });
  pool.on('error', () => undefined);
  try {
    return await Promise.all(
      Array.from({ length: connections }, () =>
        pool.connect().then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
  } finally {
    await pool.end().catch(() => undefined);
    await fake.close();
  }
}

/** An error as node's net and dns modules make it (`connect ECONNREFUSED 10.0.0.5:5432`). */
const nodeError = (code: string, syscall: string, where = '10.0.0.5:5432') =>
  Object.assign(new Error(`${syscall} ${code} ${where}`), { errno: -1, code, syscall });

describe('isDatabaseUnavailable: what pg says when the server is away', () => {
  it('a stopped server: the connection is refused (ECONNREFUSED)', async () => {
    const error = await new pg.Client({ ...CLIENT, port: await closedPort() }).connect().catch((e) => e);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the same through the pool', async () => {
    const pool = new pg.Pool({ ...CLIENT, port: await closedPort() });
    const error = await pool.query('SELECT 1').catch((e) => e);
    await pool.end();
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each<[string, FakePostgresBehaviour, number, object]>([
    [
      'a server that closes the connection at start-up',
      { kind: 'close' },
      1,
      { message: 'Connection terminated unexpectedly' },
    ],
    ['a connection reset on the way (ECONNRESET)', { kind: 'reset' }, 1, { code: 'ECONNRESET' }],
    [
      'the connection dropped in the middle of a query',
      { kind: 'drop-on-query' },
      1,
      { message: 'Connection terminated unexpectedly' },
    ],
    [
      'a query on a client whose connection broke',
      { kind: 'drop-on-query' },
      2,
      { message: 'Client has encountered a connection error and is not queryable' },
    ],
    [
      'a server starting up or shutting down (57P03)',
      { kind: 'refuse-startup', sqlstate: '57P03', message: 'the database system is starting up' },
      1,
      { code: '57P03' },
    ],
    [
      'pg_ctl stop -m fast ends the session (57P01)',
      {
        kind: 'fail-queries',
        severity: 'FATAL',
        sqlstate: '57P01',
        message: 'terminating connection due to administrator command',
      },
      1,
      { code: '57P01' },
    ],
    [
      'another backend crashed (57P02)',
      {
        kind: 'fail-queries',
        severity: 'FATAL',
        sqlstate: '57P02',
        message: 'terminating connection because of crash of another server process',
      },
      1,
      { code: '57P02' },
    ],
    [
      'a connection failure (08006)',
      { kind: 'fail-queries', severity: 'FATAL', sqlstate: '08006', message: 'connection failure' },
      1,
      { code: '08006' },
    ],
    [
      'a protocol violation (08P01)',
      { kind: 'refuse-startup', sqlstate: '08P01', message: 'invalid startup packet layout' },
      1,
      { code: '08P01' },
    ],
  ])('%s', async (_title, behaviour, queries, shape) => {
    const error = await clientError(behaviour, {}, queries);
    expect(error).toMatchObject(shape);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a server that never answers: the client's own connect timeout", async () => {
    const error = await clientError({ kind: 'silent' }, { connectionTimeoutMillis: 150 });
    expect(error).toMatchObject({ message: 'timeout expired' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a server that never answers: the pool's connect timeout, and the request waiting behind it", async () => {
    const [first, second] = await poolErrors({ kind: 'silent' }, 2);
    expect(first).toMatchObject({ message: 'Connection terminated due to connection timeout' });
    expect(second).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    expect(isDatabaseUnavailable(first)).toBe(true);
    expect(isDatabaseUnavailable(second)).toBe(true);
  });
});

describe("isDatabaseUnavailable: node's socket and name errors", () => {
  it.each([
    ['ECONNREFUSED', 'connect'],
    ['ECONNRESET', 'read'],
    ['ECONNABORTED', 'read'],
    ['EPIPE', 'write'],
    ['ETIMEDOUT', 'connect'],
    ['EHOSTUNREACH', 'connect'],
    ['ENETUNREACH', 'connect'],
    ['ENOTFOUND', 'getaddrinfo'],
    ['EAI_AGAIN', 'getaddrinfo'],
  ])('%s (%s)', (code, syscall) => {
    expect(isDatabaseUnavailable(nodeError(code, syscall))).toBe(true);
  });

  it('a host name with two addresses, both refused (AggregateError)', () => {
    const error = Object.assign(
      new AggregateError([
        nodeError('ECONNREFUSED', 'connect', '::1:5432'),
        nodeError('ECONNREFUSED', 'connect', '127.0.0.1:5432'),
      ]),
      { code: 'ECONNREFUSED' },
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The same, had node left the code off the aggregate.
    expect(isDatabaseUnavailable(new AggregateError(error.errors))).toBe(true);
  });

  it('a socket error kept as the cause of another', () => {
    const error = new Error('could not open the session', { cause: nodeError('ETIMEDOUT', 'connect') });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('isDatabaseUnavailable: errors that keep their own answer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL)');
    await db.query("INSERT INTO t VALUES (1, 'one')");
  }, 60_000);
  afterAll(() => db?.close());

  it.each([
    ['a unique violation (23505)', "INSERT INTO t VALUES (1, 'again')", '23505'],
    ['a not-null violation (23502)', 'INSERT INTO t VALUES (2, NULL)', '23502'],
    ['a syntax error (42601)', 'SELEC 1', '42601'],
    ['an unknown table (42P01)', 'SELECT * FROM nowhere', '42P01'],
    ['a division by zero (22012)', 'SELECT 1 / 0', '22012'],
    ['a malformed number (22P02)', "SELECT 'x'::int", '22P02'],
  ])('%s', async (_title, sql, sqlstate) => {
    const error = await db.query(sql).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: sqlstate });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each<[string, FakePostgresBehaviour]>([
    [
      'a statement timeout (57014): the server is there',
      {
        kind: 'fail-queries',
        severity: 'ERROR',
        sqlstate: '57014',
        message: 'canceling statement due to statement timeout',
      },
    ],
    [
      'a deadlock (40P01)',
      { kind: 'fail-queries', severity: 'ERROR', sqlstate: '40P01', message: 'deadlock detected' },
    ],
    [
      'a wrong password (28P01): a configuration to fix, not a moment to wait',
      {
        kind: 'refuse-startup',
        sqlstate: '28P01',
        message: 'password authentication failed for user "portal"',
      },
    ],
    [
      'a database that does not exist (3D000)',
      { kind: 'refuse-startup', sqlstate: '3D000', message: 'database "portal" does not exist' },
    ],
  ])('%s', async (_title, behaviour) => {
    const error = await clientError(behaviour);
    expect(error).toMatchObject({ code: (behaviour as { sqlstate: string }).sqlstate });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['an error of our own', new Error('database exploded')],
    ['a message that only mentions a connection', new Error('Connection terminated: see the payment log')],
    ['an HttpError', new HttpError(404, 'not_found', 'Not found')],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a code that is not a string', Object.assign(new Error('odd'), { code: 8006 })],
    ['a bare string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('%s', (_title, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('an error that is its own cause ends the search', () => {
    const error: Error = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
