import { DEFAULT_LOGIN_LIMITS } from '../src/auth/login-limiter';
import type { Db } from '../src/db';
import { SITE_LOCK_CACHE_MS } from '../src/site-lock';
import { get, post, signInFrom } from './support/accounts';
import { DEMO_PASSWORD, type TestContext } from './support/context';
import { describeOnPostgres } from './support/postgres-test-db';
import { expectOneSession, useTwoInstances } from './support/two-instances';

// Two API processes as a school would run them behind a load balancer: each its own pool of
// connections, one PostgreSQL database. (api/test/shared-state.test.ts runs two apps on one Db, which
// on PGlite is one connection; here nothing is shared but the server.)
const LOCK_KEY = '_client_interface_action_';
const WRONG = 'Wrong#0000';

describeOnPostgres('two API instances, each with its own pool, on one PostgreSQL database', (serverUrl) => {
  // One clock for both, as on one host: the tests move it instead of sleeping.
  let skew = 0;
  const clock = () => Date.now() + skew;
  const instances = useTwoInstances(serverUrl, { clock });
  let pools: readonly Db[];
  let first: TestContext;
  let second: TestContext;
  beforeAll(() => ({ first, second, pools } = instances));

  it('count sign-in failures on one against the other', async () => {
    const address = '198.51.100.60';
    const email = 'student@demo.school';
    // Every free failure of the pair but the last through the first instance, the last through the second.
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.pairFreeFailures - 1; i++) {
      expect((await signInFrom(first, email, WRONG, address)).statusCode).toBe(401);
    }
    expect((await signInFrom(second, email, WRONG, address)).statusCode).toBe(401);
    // Both instances make the pair wait, the first one too, though it saw one failure fewer.
    const refused = await signInFrom(second, email, DEMO_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await signInFrom(first, email, DEMO_PASSWORD, address)).statusCode).toBe(429);
    skew += 1000;
    expect((await signInFrom(first, email, DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('lose no failure when both count at the same moment', async () => {
    const email = 'liam.parker@demo.school';
    // From as many addresses (no address is throttled), half through each instance, all at once.
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        signInFrom(i % 2 ? first : second, email, WRONG, `198.51.100.${100 + i}`),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(new Array(16).fill(401));
    const [row] = await pools[1]!.query<{ failures: number }>(
      "SELECT failures FROM login_throttles WHERE account = $1 AND address = ''",
      [email],
    );
    expect(row?.failures).toBe(16);
  });

  it('serve a site lock set through the other, within the cache time it documents', async () => {
    // The second instance has read "no lock" and may keep that for SITE_LOCK_CACHE_MS.
    expect((await get(second, '/api/school')).json().data[LOCK_KEY]).toBeUndefined();
    const set = await post(first, '/api/dev/site_lock', { message: 'Back at 6 PM', countdown: 10 });
    expect(set.statusCode).toBe(200);
    skew += SITE_LOCK_CACHE_MS;
    const lock = { lockType: 'force_reload', message: 'Back at 6 PM', countdown: 10 };
    expect((await get(second, '/api/school')).json().data[LOCK_KEY]).toEqual(lock);

    expect((await post(second, '/api/dev/site_lock/clear', {})).statusCode).toBe(200);
    skew += SITE_LOCK_CACHE_MS;
    expect((await get(first, '/api/school')).json().data[LOCK_KEY]).toBeUndefined();
  });

  it('refuse on one a session revoked on the other', async () => {
    await expectOneSession(first, second, 'emma.parker@demo.school', first);
  });
});
