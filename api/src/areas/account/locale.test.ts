import { loggedStudentResponseSchema } from '../../contracts';
import { bearer, get, post } from '../../../test/support/accounts';
import { closeTestContext, createTestContext, login, type TestContext } from '../../../test/support/context';

let ctx: TestContext;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.query<{ id: number; email: string }>('SELECT id, email FROM students');
  for (const r of rows) ids[r.email] = r.id;
}, 60_000);
afterAll(() => closeTestContext(ctx));
afterEach(() => ctx.db.query('UPDATE students SET preferred_locale = NULL'));

const GUARDIAN = 'guardian@demo.school';
const EMMA = 'emma.parker@demo.school';

const me = async (token: string) =>
  loggedStudentResponseSchema.parse((await get(ctx, '/api/student/get', bearer(token))).json().data).student;
const saveLocale = (token: string, locale: unknown) =>
  post(ctx, '/api/student/locale', { locale }, bearer(token));

describe('POST student/locale', () => {
  it('keeps the choice with the student, for the next sign-in on any device', async () => {
    const token = await login(ctx, EMMA);
    expect((await me(token)).preferredLocale).toBeNull();
    expect((await saveLocale(token, 'es')).statusCode).toBe(200);
    expect((await me(await login(ctx, EMMA))).preferredLocale).toBe('es');
    expect((await saveLocale(token, 'en')).statusCode).toBe(200);
    expect((await me(token)).preferredLocale).toBe('en');
  });

  it('refuses a language the portal has no catalog for, and keeps the last choice', async () => {
    const token = await login(ctx, EMMA);
    await saveLocale(token, 'es');
    for (const locale of ['fr', 'es-US', '', null, 3]) {
      expect((await saveLocale(token, locale)).statusCode).toBe(400);
    }
    expect((await me(token)).preferredLocale).toBe('es');
  });

  it('refuses a visitor', async () => {
    expect((await post(ctx, '/api/student/locale', { locale: 'es' })).statusCode).toBe(401);
  });

  it("is the guardian's own while acting for a related student, and leaves the student's alone", async () => {
    const token = await login(ctx, GUARDIAN);
    await get(ctx, `/api/student/impersonate/${ids[EMMA]}`, bearer(token));
    expect((await saveLocale(token, 'es')).statusCode).toBe(200);
    const acting = await me(token);
    expect(acting.id).toBe(ids[EMMA]);
    expect(acting.preferredLocale).toBe('es');
    expect((await me(await login(ctx, EMMA))).preferredLocale).toBeNull();
    expect((await me(await login(ctx, GUARDIAN))).preferredLocale).toBe('es');
  });
});
