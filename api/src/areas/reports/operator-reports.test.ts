import { expectError, get, post } from '../../../test/support/accounts';
import { startTestApp, useTestContext } from '../../../test/support/context';

/**
 * GET /api/operator/reports: the operator's summary (`pnpm report:errors`), behind X-Operator-Key =
 * env PORTAL_OPERATOR_KEY, which the API reads as it starts: set here before the file's API is built.
 */
const KEY = 'a1'.repeat(32);
const savedKey = process.env.PORTAL_OPERATOR_KEY;
process.env.PORTAL_OPERATOR_KEY = KEY;
afterAll(() => {
  if (savedKey === undefined) delete process.env.PORTAL_OPERATOR_KEY;
  else process.env.PORTAL_OPERATOR_KEY = savedKey;
});

const api = useTestContext();
const URL = '/api/operator/reports';
const summary = (query = '', key = KEY) => get(api.ctx, `${URL}${query}`, { 'x-operator-key': key });

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Known reports, each received `minutesAgo` before now (a fresh database: these are all there are). */
const KNOWN: [
  minutesAgo: number,
  kind: string,
  remote: string,
  version: string,
  page: string,
  message: string | null,
  metric: string | null,
  value: number | null,
][] = [
  [180, 'load', 'browse', '1.0.0', '/categories', 'first failure', null, null],
  [120, 'load', 'browse', '1.0.0', '/categories', 'latest message', null, null],
  [60, 'load', 'browse', '1.0.0', '/category/:id', null, null, null],
  [30, 'render', 'browse', '1.0.0', '/course/:id', 'Cannot read properties of undefined', null, null],
  [20, 'call', 'browse', '1.1.0', '/course/:id', '500 /course/:id: Server error!', null, null],
  [10, 'call', 'browse', '1.1.0', '/course/:id', '504 /course/:id: no answer', null, null],
  [2 * 24 * 60, 'load', 'payments', '2.0.0', '/checkout', 'two days ago', null, null],
  // LCP on one page: p75 of 100, 200, 300, 400 is 325 (continuous: between the 3rd and the 4th).
  [50, 'vital', 'browse', '1.0.0', '/category/:id', null, 'LCP', 400],
  [40, 'vital', 'browse', '1.0.0', '/category/:id', null, 'LCP', 100],
  [30, 'vital', 'browse', '1.0.0', '/category/:id', null, 'LCP', 300],
  [20, 'vital', 'browse', '1.0.0', '/category/:id', null, 'LCP', 200],
  [20, 'vital', 'browse', '1.0.0', '/category/:id', null, 'CLS', 0],
  [10, 'vital', 'browse', '1.0.0', '/category/:id', null, 'CLS', 0.1],
  [5, 'vital', 'browse', '1.0.0', '/course/:id', null, 'INP', 180],
  [2 * 24 * 60, 'vital', 'payments', '2.0.0', '/checkout', null, 'LCP', 5000],
];

beforeAll(async () => {
  for (const [minutesAgo, ...row] of KNOWN) {
    await api.ctx.db.query(
      `INSERT INTO client_reports (received_at, kind, remote, version, page, message, metric, value)
       VALUES (now() - $1 * interval '1 minute', $2, $3, $4, $5, $6, $7, $8)`,
      [minutesAgo, ...row],
    );
  }
});

const lastAt = async (remote: string, kind: string) =>
  (
    await api.ctx.db.query<{ at: Date }>(
      'SELECT max(received_at) AS at FROM client_reports WHERE remote = $1 AND kind = $2',
      [remote, kind],
    )
  )[0]!.at.toISOString();

describe('GET /api/operator/reports', () => {
  it('groups the failures of the last 24 hours by remote, version and kind, with the latest message', async () => {
    const res = await summary();
    expect(res.statusCode).toBe(200);
    const { result, data } = res.json();
    expect(result).toBe('ok');
    expect(Math.abs(Date.parse(data.since) - ago(24 * HOUR).getTime())).toBeLessThan(60_000);
    expect(data.errors).toEqual([
      {
        remote: 'browse',
        version: '1.0.0',
        kind: 'load',
        count: 3,
        lastAt: expect.any(String),
        // The last load failure had no message: the latest one sent.
        message: 'latest message',
      },
      {
        remote: 'browse',
        version: '1.0.0',
        kind: 'render',
        count: 1,
        lastAt: await lastAt('browse', 'render'),
        message: 'Cannot read properties of undefined',
      },
      {
        remote: 'browse',
        version: '1.1.0',
        kind: 'call',
        count: 2,
        lastAt: await lastAt('browse', 'call'),
        message: '504 /course/:id: no answer',
      },
    ]);
    expect(data.errors[0].lastAt).toBe(
      (
        await api.ctx.db.query<{ at: Date }>(
          "SELECT received_at AS at FROM client_reports WHERE kind = 'load' AND page = '/category/:id'",
        )
      )[0]!.at.toISOString(),
    );
  });

  it('gives the 75th percentile of each vital per remote, version, page and metric', async () => {
    const { data } = (await summary()).json();
    expect(data.vitals).toEqual([
      {
        remote: 'browse',
        version: '1.0.0',
        page: '/category/:id',
        metric: 'CLS',
        count: 2,
        p75: expect.closeTo(0.075, 10),
      },
      { remote: 'browse', version: '1.0.0', page: '/category/:id', metric: 'LCP', count: 4, p75: 325 },
      { remote: 'browse', version: '1.0.0', page: '/course/:id', metric: 'INP', count: 1, p75: 180 },
    ]);
  });

  it('starts where `since` says', async () => {
    const threeDays = ago(3 * 24 * HOUR).toISOString();
    const all = (await summary(`?since=${encodeURIComponent(threeDays)}`)).json().data;
    expect(all.since).toBe(threeDays);
    expect(
      all.errors.map((e: { remote: string; kind: string; count: number }) => [e.remote, e.kind, e.count]),
    ).toEqual([
      ['browse', 'load', 3],
      ['browse', 'render', 1],
      ['browse', 'call', 2],
      ['payments', 'load', 1],
    ]);
    expect(all.vitals.at(-1)).toEqual({
      remote: 'payments',
      version: '2.0.0',
      page: '/checkout',
      metric: 'LCP',
      count: 1,
      p75: 5000,
    });

    const lastMinutes = async (minutes: number) =>
      (await summary(`?since=${encodeURIComponent(ago(minutes * 60 * 1000).toISOString())}`)).json().data;
    // The last 90 minutes: one load failure, which had no message.
    expect((await lastMinutes(90)).errors[0]).toMatchObject({ kind: 'load', count: 1, message: null });
    // The last 35: LCP of 300 and 200 only.
    expect((await lastMinutes(35)).vitals[1]).toMatchObject({ metric: 'LCP', count: 2, p75: 275 });

    // A day (midnight UTC) is a start too.
    expect((await summary('?since=2020-01-01')).json().data.since).toBe('2020-01-01T00:00:00.000Z');
    const bad = await summary('?since=yesterday');
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'invalid_input']);
  });

  it('shows reports the portal sent', async () => {
    const sent = await post(
      api.ctx,
      '/api/portal/reports',
      {
        reports: [{ kind: 'render', remote: 'profile', version: '3.0.0', page: '/profile', message: 'Boom' }],
      },
      { 'x-forwarded-for': '198.51.100.60' },
    );
    expect(sent.statusCode).toBe(200);
    const { data } = (await summary()).json();
    expect(data.errors).toContainEqual(
      expect.objectContaining({
        remote: 'profile',
        version: '3.0.0',
        kind: 'render',
        count: 1,
        message: 'Boom',
      }),
    );
  });

  it('answers 401 to a wrong or missing key, before reading the query', async () => {
    const refused = ['The operator key is missing or wrong.'] as const;
    expectError(await summary('', 'b2'.repeat(32)), 401, 'unauthorized', ...refused);
    expectError(await summary('', `${KEY}0`), 401, 'unauthorized', ...refused);
    expectError(await summary('?since=yesterday', 'short'), 401, 'unauthorized', ...refused);
    expectError(await get(api.ctx, URL), 401, 'unauthorized', ...refused);
  });

  it('answers 404, as if absent, on an API without PORTAL_OPERATOR_KEY', async () => {
    delete process.env.PORTAL_OPERATOR_KEY;
    const bare = await startTestApp(api.ctx.db);
    process.env.PORTAL_OPERATOR_KEY = KEY;
    try {
      const tries: Record<string, string>[] = [{}, { 'x-operator-key': KEY }, { 'x-operator-key': '' }];
      for (const headers of tries) expectError(await get(bare, URL, headers), 404, 'not_found', 'Not found');
    } finally {
      await bare.app.close();
    }
  });
});
