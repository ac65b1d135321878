import { expectError, post } from '../../../test/support/accounts';
import { useTestContext } from '../../../test/support/context';
import type { ClientReport } from '../../contracts';
import { REPORTS_PER_MINUTE, reportsPerMinuteFrom } from './services/report-limiter';

/**
 * POST /api/portal/reports: what the shell reports about the remotes it runs, stored as sent, with
 * nothing of the sender, at most 60 reports a minute per client address. Each test sends from
 * addresses of its own (X-Forwarded-For from this machine, the shell's proxy, is believed) and marks
 * its reports with a version of its own.
 */
const api = useTestContext();

const report = (version: string, extra: Partial<ClientReport> = {}): ClientReport => ({
  kind: 'load',
  remote: 'browse',
  version,
  page: '/category/:id',
  message: 'Loading chunk 12 failed',
  ...extra,
});
const reports = (count: number, version: string) => Array.from({ length: count }, () => report(version));

const send = (body: unknown, address: string, headers: Record<string, string> = {}) =>
  post(api.ctx, '/api/portal/reports', body, { 'x-forwarded-for': address, ...headers });

const stored = async (version: string) =>
  (
    await api.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM client_reports WHERE version = $1',
      [version],
    )
  )[0]!.n;

const allStored = async () =>
  (await api.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_reports'))[0]!.n;

const TOO_MANY = ['too_many_attempts', 'Too many reports; try again in a minute.'] as const;

describe('POST /api/portal/reports', () => {
  it('stores each report as sent and answers how many', async () => {
    const sent: ClientReport[] = [
      report('1.0.0+store'),
      report('1.0.0+store', {
        kind: 'call',
        remote: 'shell',
        page: '/',
        message: '500 /cart: Server error!',
      }),
      report('1.0.0+store', { kind: 'vital', message: undefined, metric: 'CLS', value: 0.125 }),
      report('1.0.0+store', { kind: 'vital', message: undefined, metric: 'LCP', value: 2400 }),
    ];
    const res = await send({ reports: sent }, '198.51.100.1');
    expect([res.statusCode, res.json()]).toEqual([200, { result: 'ok', data: { stored: 4 } }]);
    const rows = await api.ctx.db.query(
      `SELECT kind, remote, version, page, message, metric, value FROM client_reports
        WHERE version = '1.0.0+store' ORDER BY id`,
    );
    expect(rows).toEqual(
      sent.map((r) => ({
        kind: r.kind,
        remote: r.remote,
        version: r.version,
        page: r.page,
        message: r.message ?? null,
        metric: r.metric ?? null,
        value: r.value ?? null,
      })),
    );
  });

  it('never looks at the Authorization header, and stores nothing of the sender', async () => {
    const address = '203.0.113.77';
    const token = 'not-a-session-token-0123456789abcdef';
    const agent = 'ReportTest/1.0 (sender-agent)';
    const res = await send({ reports: [report('1.0.0+private')] }, address, {
      authorization: `Bearer ${token}`,
      'user-agent': agent,
    });
    // A garbage token would be 401 on any endpoint that reads it.
    expect(res.statusCode).toBe(200);
    const columns = await api.ctx.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'client_reports' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'received_at',
      'kind',
      'remote',
      'version',
      'page',
      'message',
      'metric',
      'value',
    ]);
    const [row] = await api.ctx.db.query<{ text: string }>(
      "SELECT to_jsonb(r)::text AS text FROM client_reports r WHERE version = '1.0.0+private'",
    );
    for (const secret of [address, token, agent]) expect(row!.text).not.toContain(secret);
  });

  const tooLong = 'x'.repeat(301);
  it.each([
    ['an unknown kind', [report('1.0.0+bad', { kind: 'crash' as 'load' })], 'reports.0.kind'],
    [
      'a page with a query string',
      [report('1.0.0+bad', { page: '/course/:id?student=12' })],
      'reports.0.page',
    ],
    ['a 301-character message', [report('1.0.0+bad', { message: tooLong })], 'reports.0.message'],
    ['21 reports', reports(21, '1.0.0+bad'), 'reports'],
    ['a remote name with capitals', [report('1.0.0+bad', { remote: 'Browse' })], 'reports.0.remote'],
    ['no report', [], 'reports'],
  ])('refuses %s (400) and stores nothing', async (_case, body, field) => {
    const before = await allStored();
    const res = await send({ reports: body }, '198.51.100.2');
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'invalid_input']);
    expect(Object.keys(res.json().data.fields)).toContain(field);
    expect(await allStored()).toBe(before);
  });

  it('takes 60 reports a minute from one address, counted in reports: none of a request past that', async () => {
    const address = '198.51.100.3';
    const version = '1.0.0+limit';
    for (const count of [20, 20, 15])
      expect((await send({ reports: reports(count, version) }, address)).statusCode).toBe(200);
    // 10 more would be 65: refused whole.
    const over = await send({ reports: reports(10, version) }, address);
    expectError(over, 429, ...TOO_MANY, { retryAfterSeconds: expect.any(Number) });
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.json().data.retryAfterSeconds).toBe(wait);
    expect(await stored(version)).toBe(55);
    // 5 fit.
    expect((await send({ reports: reports(5, version) }, address)).statusCode).toBe(200);
    expect(await stored(version)).toBe(60);
    // The 61st does not.
    expectError(await send({ reports: reports(1, version) }, address), 429, ...TOO_MANY, {
      retryAfterSeconds: expect.any(Number),
    });
    expect(await stored(version)).toBe(60);

    // Another address is not affected.
    const other = await send({ reports: reports(20, version) }, '198.51.100.4');
    expect([other.statusCode, other.json().data]).toEqual([200, { stored: 20 }]);
    expect(await stored(version)).toBe(80);

    // A minute later the address may send again.
    await api.ctx.db.query(
      "UPDATE client_report_quota SET received_at = received_at - interval '61 seconds' WHERE address = $1",
      [address],
    );
    expect((await send({ reports: reports(20, version) }, address)).statusCode).toBe(200);
    expect(await stored(version)).toBe(100);
  });

  it('counts reports sent at once from one address exactly (60 of 80 stored)', async () => {
    const version = '1.0.0+burst';
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => send({ reports: reports(20, version) }, '198.51.100.5')),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect(await stored(version)).toBe(60);
  });

  it('counts an IPv6 address by its /64, as the sign-in throttles do', async () => {
    const version = '1.0.0+ipv6';
    for (let i = 1; i <= 3; i++)
      expect((await send({ reports: reports(20, version) }, `2001:db8:7:1::${i}`)).statusCode).toBe(200);
    expect((await send({ reports: reports(1, version) }, '2001:db8:7:1::ffff')).statusCode).toBe(429);
    expect((await send({ reports: reports(1, version) }, '2001:db8:7:2::1')).statusCode).toBe(200);
  });
});

describe('CLIENT_REPORTS_PER_MINUTE', () => {
  it('is the default when unset or empty', () => {
    expect(reportsPerMinuteFrom(undefined)).toBe(REPORTS_PER_MINUTE);
    expect(reportsPerMinuteFrom('')).toBe(REPORTS_PER_MINUTE);
  });

  it.each([
    ['1', 1],
    ['600', 600],
    [' 100000 ', 100000],
  ])('takes %j as %i', (value, limit) => {
    expect(reportsPerMinuteFrom(value)).toBe(limit);
  });

  it.each(['0', '-5', '1.5', '1e3', 'ten', '0x10', '99999999999999999999'])('refuses %j', (value) => {
    expect(() => reportsPerMinuteFrom(value)).toThrow(
      /CLIENT_REPORTS_PER_MINUTE must be a positive whole number/,
    );
  });
});
