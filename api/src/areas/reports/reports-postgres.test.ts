import { post } from '../../../test/support/accounts';
import type { TestContext } from '../../../test/support/context';
import { describeOnPostgres } from '../../../test/support/postgres-test-db';
import { useTwoInstances } from '../../../test/support/two-instances';

// Two API instances, each with its own pool, on one PostgreSQL database (as api/test/two-instances.test.ts):
// the rate limit of client reports is kept in the database, so one address gets 60 reports a minute in
// all, whichever instance each request reaches, even when they arrive at once.
describeOnPostgres('client reports on two API instances on one PostgreSQL database', (serverUrl) => {
  const instances = useTwoInstances(serverUrl);

  const report = { kind: 'call', remote: 'browse', version: '9.9.9+pg', page: '/categories', message: 'x' };
  const send = (ctx: TestContext, address: string) =>
    post(
      ctx,
      '/api/portal/reports',
      { reports: Array.from({ length: 20 }, () => report) },
      { 'x-forwarded-for': address },
    );

  it('takes 60 reports of one address in a minute across both instances, sent at once', async () => {
    const { first, second, pools } = instances;
    const replies = await Promise.all(
      [first, second, first, second, first, second].map((ctx) => send(ctx, '198.51.100.90')),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const [row] = await pools[1]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM client_reports WHERE version = '9.9.9+pg'",
    );
    expect(row!.n).toBe(60);
    // Another address, on either instance, is not affected.
    expect((await send(second, '198.51.100.91')).statusCode).toBe(200);
  });
});
