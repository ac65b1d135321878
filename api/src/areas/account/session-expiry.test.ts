import { bearer, expectSignInRequired, get } from '../../../test/support/accounts';
import { login, startTestApp, type TestContext, useTestContext } from '../../../test/support/context';

interface SessionRow {
  last_seen_at: Date;
  seconds_ago: number;
}

/** The session of the newest token, with how long ago it was last seen (by the database's clock). */
async function lastSession(ctx: TestContext): Promise<SessionRow> {
  const [row] = await ctx.db.query<SessionRow>(
    `SELECT last_seen_at, extract(epoch FROM now() - last_seen_at)::float AS seconds_ago
       FROM sessions ORDER BY id DESC LIMIT 1`,
  );
  return row!;
}

const lastSeen = (ctx: TestContext, minutesAgo: number) =>
  ctx.db.query(
    `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $1::int)
      WHERE id = (SELECT max(id) FROM sessions)`,
    [minutesAgo],
  );

const refused = async (ctx: TestContext, token: string) =>
  expectSignInRequired(await get(ctx, '/api/student/get', bearer(token)));

describe('session idle expiry, as the school configures it (sessions.idleTimeoutMinutes: 30)', () => {
  const api = useTestContext({ sessionIdleTimeoutMinutes: 30 });

  it('refuses a session unused for longer than the idle time', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    await lastSeen(api.ctx, 31);
    await refused(api.ctx, token);
    // Refused for good: a later request does not bring it back.
    await refused(api.ctx, token);
  });

  it('accepts a session used within the idle time, and counts the idle time again from now', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    await lastSeen(api.ctx, 29);
    expect((await get(api.ctx, '/api/student/get', bearer(token))).statusCode).toBe(200);
    expect((await lastSession(api.ctx)).seconds_ago).toBeLessThan(5);
    // 29 more minutes later it is still alive: the clock restarted at the last use.
    await lastSeen(api.ctx, 29);
    expect((await get(api.ctx, '/api/student/get', bearer(token))).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    await api.ctx.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '30 seconds' WHERE id = (SELECT max(id) FROM sessions)",
    );
    const before = (await lastSession(api.ctx)).last_seen_at;
    expect((await get(api.ctx, '/api/student/get', bearer(token))).statusCode).toBe(200);
    expect((await lastSession(api.ctx)).last_seen_at).toEqual(before);
  });

  it('keeps the 30-day limit however recently the session was used', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    const [row] = await api.ctx.db.query<{ days: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days FROM sessions
        WHERE id = (SELECT max(id) FROM sessions)`,
    );
    expect(row!.days).toBeCloseTo(30, 5);
    await api.ctx.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)",
    );
    await refused(api.ctx, token);
  });

  it('ends the idle session for the optional-sign-in reads too, instead of serving a visitor', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    await lastSeen(api.ctx, 45);
    const res = await get(api.ctx, '/api/course_categories/', bearer(token));
    expect(res.statusCode).toBe(401);
  });
});

describe('session idle expiry by default (2 hours)', () => {
  const api = useTestContext();

  it('accepts a session unused for 119 minutes and refuses one unused for 121', async () => {
    const token = await login(api.ctx, 'emma.parker@demo.school');
    await lastSeen(api.ctx, 119);
    expect((await get(api.ctx, '/api/student/get', bearer(token))).statusCode).toBe(200);
    await lastSeen(api.ctx, 121);
    await refused(api.ctx, token);
  });

  it("follows each instance's setting: a shorter idle time on another instance refuses sooner", async () => {
    const strict = await startTestApp(api.ctx.db, { sessionIdleTimeoutMinutes: 10 });
    try {
      const token = await login(api.ctx, 'liam.parker@demo.school');
      await lastSeen(api.ctx, 11);
      await refused(strict, token);
      expect((await get(api.ctx, '/api/student/get', bearer(token))).statusCode).toBe(200);
    } finally {
      await strict.app.close();
    }
  });
});
