import { mailboxResponseSchema, schoolSchema, siteLockSchema } from '../src/contracts';
import {
  expectError,
  expectNotFound,
  expectSignInRequired,
  get,
  latestPassport,
  post,
} from './support/accounts';
import { closeTestContext, createTestContext, loggerInto, type TestContext } from './support/context';

const LOCK_KEY = '_client_interface_action_';

describe('development routes', () => {
  let ctx: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({
      portalUrl: 'http://portal.test:4100',
      logger: loggerInto(logLines),
    });
  }, 60_000);
  afterAll(() => closeTestContext(ctx));

  describe('mailbox', () => {
    it('holds every e-mail sent, newest first, filtered by recipient', async () => {
      expect((await ctx.inject({ method: 'DELETE', url: '/api/dev/mailbox' })).statusCode).toBe(200);
      await post(ctx, '/api/student/request_password_reset', { email: 'student@demo.school' });
      await post(ctx, '/api/student/request_verification', { email: 'unverified@demo.school' });
      await post(ctx, '/api/student/request_password_reset', { email: 'unverified@demo.school' });

      const res = await get(ctx, '/api/dev/mailbox?to=Unverified@demo.school');
      expect(res.statusCode).toBe(200);
      const { messages } = mailboxResponseSchema.parse(res.json().data);
      expect(messages.map((m) => m.subject)).toEqual(['Reset your password', 'Verify your email address']);
      expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
      for (const m of messages) {
        expect(m.to).toBe('unverified@demo.school');
        expect(m.links).toEqual([
          expect.stringMatching(/^http:\/\/portal\.test:4100\/\?passport=[A-Za-z0-9_-]{43}$/),
        ]);
        expect(m.text).toContain(m.links[0]);
        expect(Number.isNaN(Date.parse(m.sentAt))).toBe(false);
        expect(m.sentAt).toBe(new Date(m.sentAt).toISOString());
      }
      const all = mailboxResponseSchema.parse((await get(ctx, '/api/dev/mailbox')).json().data).messages;
      expect(all.map((m) => m.to)).toEqual([
        'unverified@demo.school',
        'unverified@demo.school',
        'student@demo.school',
      ]);
      expect((await get(ctx, '/api/dev/mailbox?to=not-an-address')).statusCode).toBe(400);
    });

    it('DELETE empties it', async () => {
      const res = await ctx.inject({ method: 'DELETE', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ deleted: 3 });
      expect((await get(ctx, '/api/dev/mailbox')).json().data).toEqual({ messages: [] });
    });

    it('never logs a passport: not from a link check, not from a passport sign-in', async () => {
      await post(ctx, '/api/student/request_password_reset', { email: 'student@demo.school' });
      const passport = await latestPassport(ctx, 'student@demo.school');
      expect((await get(ctx, `/api/student/passport/${passport}`)).statusCode).toBe(200);
      await post(ctx, '/api/student/auth', { passport });
      const log = logLines.join('');
      expect(log).toContain('/api/student/passport/[redacted]');
      expect(log).not.toContain(passport);
    });
  });

  describe('site lock', () => {
    afterEach(async () => {
      await post(ctx, '/api/dev/site_lock/clear', {});
    });

    it('adds the lock to the data of every reply, ok and error, until cleared', async () => {
      const set = await post(ctx, '/api/dev/site_lock', { message: 'Back at 6 PM', countdown: 10 });
      expect(set.statusCode).toBe(200);
      const lock = { lockType: 'force_reload', message: 'Back at 6 PM', countdown: 10 };

      const school = await get(ctx, '/api/school');
      expect(school.statusCode).toBe(200);
      expect(school.json().data[LOCK_KEY]).toEqual(lock);
      expect(siteLockSchema.parse(school.json().data[LOCK_KEY])).toEqual(lock);
      expect(school.json().data.name).toBe(ctx.school.name);

      expectSignInRequired(await get(ctx, '/api/student/get'), {
        [LOCK_KEY]: lock,
      });
      expectError(await get(ctx, '/api/nowhere'), 404, 'not_found', 'Not found', { [LOCK_KEY]: lock });
      const invalid = await post(ctx, '/api/student/auth', { email: 'x' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().data).toEqual({
        fields: { password: 'Type in your password' },
        [LOCK_KEY]: lock,
      });

      expect((await post(ctx, '/api/dev/site_lock/clear', {})).json()).toEqual({ result: 'ok', data: {} });
      const after = await get(ctx, '/api/school');
      expect(after.json().data[LOCK_KEY]).toBeUndefined();
      expect(schoolSchema.parse(after.json().data)).toEqual(ctx.school);
      expectSignInRequired(await get(ctx, '/api/student/get'));
    });

    it('counts down 30 seconds when no countdown is given, and validates its input', async () => {
      await post(ctx, '/api/dev/site_lock', { message: 'Maintenance' });
      expect((await get(ctx, '/api/school')).json().data[LOCK_KEY]).toEqual({
        lockType: 'force_reload',
        message: 'Maintenance',
        countdown: 30,
      });
      for (const bad of [
        {},
        { message: '' },
        { message: 'x', countdown: 0 },
        { message: 'x', countdown: 1.5 },
      ]) {
        expect((await post(ctx, '/api/dev/site_lock', bad)).statusCode).toBe(400);
      }
    });

    it('leaves non-JSON replies alone', async () => {
      await post(ctx, '/api/dev/site_lock', { message: 'Maintenance' });
      const svg = await get(ctx, '/api/media/course/it-fundamentals.svg');
      expect(svg.statusCode).toBe(200);
      expect(svg.body.startsWith('<svg')).toBe(true);
    });
  });
});

describe('development routes in production', () => {
  const routes: ['GET' | 'POST' | 'DELETE', string, unknown][] = [
    ['GET', '/api/dev/mailbox', undefined],
    ['DELETE', '/api/dev/mailbox', undefined],
    ['POST', '/api/dev/site_lock', { message: 'x' }],
    ['POST', '/api/dev/site_lock/clear', {}],
    ['POST', '/api/dev/passport', { email: 'student@demo.school', allowedAction: 'login' }],
  ];

  async function expectAll404(ctx: TestContext): Promise<void> {
    for (const [method, url, payload] of routes) {
      const res = await ctx.inject({ method, url, payload });
      expectNotFound(res, 'Not found');
    }
    // The lock could not be set: replies carry no lock.
    expect((await ctx.inject({ method: 'GET', url: '/api/school' })).json().data[LOCK_KEY]).toBeUndefined();
  }

  it("leave the demo mailbox, which shows the demo accounts' mail and no one else's", async () => {
    const ctx = await createTestContext({ nodeEnv: 'production' });
    try {
      await post(ctx, '/api/student/request_verification', { email: 'unverified@demo.school' });
      await ctx.db.query(
        "INSERT INTO mail_messages (to_email, subject, body, links) VALUES ('someone@else.example', 'Reset your password', 'secret', '[]')",
      );
      const res = await get(ctx, '/api/demo/mailbox');
      expect(res.statusCode).toBe(200);
      const { messages } = mailboxResponseSchema.parse(res.json().data);
      expect(messages.map((m) => [m.to, m.subject])).toEqual([
        ['unverified@demo.school', 'Verify your email address'],
      ]);
    } finally {
      await closeTestContext(ctx);
    }
  }, 60_000);

  it('are 404 with the nodeEnv option set to production, while e-mails are still stored', async () => {
    const ctx = await createTestContext({ nodeEnv: 'production' });
    try {
      await expectAll404(ctx);
      const res = await post(ctx, '/api/student/request_password_reset', { email: 'student@demo.school' });
      expect(res.statusCode).toBe(200);
      const rows = await ctx.db.query("SELECT 1 FROM mail_messages WHERE to_email = 'student@demo.school'");
      expect(rows).toHaveLength(1);
    } finally {
      await closeTestContext(ctx);
    }
  }, 60_000);

  it('are 404 when NODE_ENV is production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let ctx: TestContext | undefined;
    try {
      ctx = await createTestContext();
    } finally {
      process.env.NODE_ENV = previous;
    }
    try {
      await expectAll404(ctx);
    } finally {
      await closeTestContext(ctx);
    }
  }, 60_000);
});
