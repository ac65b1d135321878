import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPgliteDb, type Db } from '../src/db';
import { SITE_LOCK_CACHE_MS } from '../src/site-lock';
import { seed } from '../src/seed/seed';
import { bearer, get, post, signInFrom } from './support/accounts';
import {
  DEMO_PASSWORD,
  login,
  MIGRATIONS_DIR,
  openTestDb,
  startTestApp,
  type TestContext,
} from './support/context';
import { expectOneSession } from './support/two-instances';

const LOCK_KEY = '_client_interface_action_';
const WRONG = 'Wrong#0000';

describe('two API instances on one database', () => {
  let db: Db;
  let first: TestContext;
  let second: TestContext;
  let now = Date.parse('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db, MIGRATIONS_DIR);
    await seed(db);
    first = await startTestApp(db, { clock: () => now });
    second = await startTestApp(db, { clock: () => now });
  }, 60_000);
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await db?.close();
  });

  it('share the sign-in counts: failures through one throttle the other', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 3; i++) {
      expect((await signInFrom(first, 'student@demo.school', WRONG, address)).statusCode).toBe(401);
    }
    expect((await signInFrom(second, 'student@demo.school', WRONG, address)).statusCode).toBe(401);
    expect((await signInFrom(first, 'student@demo.school', WRONG, address)).statusCode).toBe(401);
    // Five failures in all, four of them on the first instance: the second makes the pair wait.
    const refused = await signInFrom(second, 'student@demo.school', DEMO_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await signInFrom(first, 'student@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(429);
    now += 1000;
    expect((await signInFrom(second, 'student@demo.school', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('serve a site lock set through the other within its cache time, and its clearing', async () => {
    // The second instance has read "no lock" and keeps it for SITE_LOCK_CACHE_MS.
    expect((await get(second, '/api/school')).json().data[LOCK_KEY]).toBeUndefined();
    expect(
      (await post(first, '/api/dev/site_lock', { message: 'Back at 6 PM', countdown: 10 })).statusCode,
    ).toBe(200);
    const lock = { lockType: 'force_reload', message: 'Back at 6 PM', countdown: 10 };
    expect((await get(first, '/api/school')).json().data[LOCK_KEY]).toEqual(lock);
    // Stale for at most SITE_LOCK_CACHE_MS on the instance that did not set it.
    expect((await get(second, '/api/school')).json().data[LOCK_KEY]).toBeUndefined();
    now += SITE_LOCK_CACHE_MS;
    expect((await get(second, '/api/school')).json().data[LOCK_KEY]).toEqual(lock);
    expect((await get(second, '/api/nowhere')).json().data).toEqual({ [LOCK_KEY]: lock });

    expect((await post(second, '/api/dev/site_lock/clear', {})).statusCode).toBe(200);
    expect((await get(second, '/api/school')).json().data[LOCK_KEY]).toBeUndefined();
    now += SITE_LOCK_CACHE_MS;
    expect((await get(first, '/api/school')).json().data[LOCK_KEY]).toBeUndefined();
  });

  it('agree on sessions: one opened on one is served by the other, one revoked on one is refused by both', async () => {
    await expectOneSession(first, second, 'emma.parker@demo.school', second);
  });

  it('agree on idle sessions: used through one, still alive on the other', async () => {
    const token = await login(first, 'liam.parker@demo.school');
    await db.query("UPDATE sessions SET last_seen_at = now() - interval '119 minutes'");
    expect((await get(first, '/api/student/get', bearer(token))).statusCode).toBe(200);
    await db.query("UPDATE sessions SET last_seen_at = last_seen_at - interval '119 minutes'");
    // Last used through the first instance 119 minutes ago, not 238: the second serves it.
    expect((await get(second, '/api/student/get', bearer(token))).statusCode).toBe(200);
  });
});

describe('an API restart on the same PGlite data directory', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-restart-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // However long the restart takes, the pair's wait is not over yet.
  const now = Date.parse('2026-03-02T09:00:00Z');
  async function start(): Promise<TestContext> {
    const db = await openPgliteDb({ dataDir });
    await migrate(db, MIGRATIONS_DIR);
    await seed(db);
    return startTestApp(db, { clock: () => now });
  }
  async function stop(ctx: TestContext): Promise<void> {
    await ctx.app.close();
    await ctx.db.close();
  }

  it('forgets no sign-in failure, no site lock and no session', async () => {
    const address = '198.51.100.31';
    const before = await start();
    let after: TestContext | undefined;
    try {
      const token = await login(before, 'guardian@demo.school');
      for (let i = 0; i < 5; i++) {
        expect((await signInFrom(before, 'student@demo.school', WRONG, address)).statusCode).toBe(401);
      }
      await post(before, '/api/dev/site_lock', { message: 'Maintenance tonight' });
      await stop(before);

      after = await start();
      const refused = await signInFrom(after, 'student@demo.school', DEMO_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().data.retryAfterSeconds).toBe(1);
      expect(refused.json().data[LOCK_KEY]).toMatchObject({ message: 'Maintenance tonight' });
      expect((await get(after, '/api/student/get', bearer(token))).statusCode).toBe(200);
    } finally {
      if (after) await stop(after);
    }
  }, 120_000);
});
