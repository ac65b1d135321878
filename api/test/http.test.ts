import { categoriesResponseSchema, envelopeSchema, schoolSchema } from '../src/contracts';
import {
  closeTestContext,
  createTestContext,
  DEMO_PASSWORD,
  loggerInto,
  type TestContext,
} from './support/context';
import { expectError, expectNotFound, post } from './support/accounts';

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    logger: loggerInto(logLines),
    // A route that fails unexpectedly, to see the 500 envelope.
    beforeReady: (app) =>
      app.post('/api/__test/boom', async () => {
        throw new Error('database exploded');
      }),
  });
}, 60_000);
afterAll(() => closeTestContext(ctx));

describe('envelope', () => {
  it('wraps ok replies: GET /api/school is the school configuration plus _client_tz', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/school' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(envelopeSchema.parse(body).result).toBe('ok');
    expect(Object.keys(body).sort()).toEqual(['data', 'result']);
    expect(schoolSchema.parse(body.data)).toEqual(ctx.school);
    expect(body.data._client_tz).toBe('America/New_York');
  });

  it('answers an unknown path with a 404 error envelope', async () => {
    for (const url of ['/api/nope', '/api/student/nope', '/nope']) {
      expectNotFound(await ctx.inject({ method: 'GET', url }), 'Not found');
    }
  });

  it('rejects a payload failing the contract with invalid_input and field paths', async () => {
    const res = await post(ctx, '/api/student/auth', { email: 'student@demo.school' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      result: 'error',
      errorCode: 'invalid_input',
      errorMessage: 'Please check the fields and try again',
    });
    expect(Object.keys(body.data.fields)).toEqual(['password']);
    expect(typeof body.data.fields.password).toBe('string');
  });

  it('reports each bad field by its path', async () => {
    const res = await post(ctx, '/api/student/auth', { email: 42, password: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['email', 'password']);
  });

  it('treats malformed JSON as invalid_input', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/student/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "student@demo.school", "password": ',
    });
    expectError(res, 400, 'invalid_input', 'Please check the fields and try again', {
      fields: { _body: 'Malformed JSON' },
    });
  });

  it('treats a missing body as invalid_input on the body', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/student/auth',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_input');
    expect(Object.keys(res.json().data.fields)).toEqual(['_body']);
  });

  it('hides unexpected exceptions behind server-error, without the stack', async () => {
    const res = await post(ctx, '/api/__test/boom', {
      password: 'Hunter2-secret',
      cardNumber: '4111111111111111',
    });
    expectError(res, 500, 'server-error', 'Server error!');
    expect(res.body).not.toMatch(/exploded|at |\.ts/);
    const logs = logLines.join('');
    expect(logs).toContain('database exploded');
    expect(logs).not.toContain('Hunter2-secret');
    expect(logs).not.toContain('4111111111111111');
  });

  it('never logs passwords or tokens of a login', async () => {
    const res = await post(ctx, '/api/student/auth?passport=secret-passport', {
      email: 'student@demo.school',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    await ctx.inject({
      method: 'GET',
      url: '/api/student/get',
      headers: { authorization: `Bearer ${token}` },
    });
    const logs = logLines.join('');
    expect(logs).toContain('/api/student/auth'); // requests are logged...
    expect(logs).not.toContain(DEMO_PASSWORD); // ...but not their secrets
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('secret-passport');
  });
});

describe('catalog', () => {
  it('lists at least 8 seeded categories ordered by the sort column, with rapidappForms', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/course_categories/' });
    expect(res.statusCode).toBe(200);
    const data = categoriesResponseSchema.parse(res.json().data);
    expect(data.categories.length).toBeGreaterThanOrEqual(8);
    expect(data.rapidappForms).toEqual([]);
    expect(data.categories[0]!.title).toBe('Welding & Fabrication');
    for (const c of data.categories) {
      expect(c.title).not.toBe('');
      expect(c.description).not.toBe('');
      if (c.imageUrl !== null) expect(c.imageUrl).toMatch(/^\/api\//);
    }
    expect(data.categories.some((c) => c.imageUrl === null)).toBe(true);
    // Same list without the trailing slash.
    const again = await ctx.inject({ method: 'GET', url: '/api/course_categories' });
    expect(again.json().data).toEqual(res.json().data);
  });

  it('orders categories by sort_order, then title', async () => {
    await ctx.db.query(
      "UPDATE course_categories SET sort_order = 0 WHERE title IN ('Healthcare', 'Culinary Arts')",
    );
    try {
      const res = await ctx.inject({ method: 'GET', url: '/api/course_categories/' });
      const titles = (res.json().data.categories as { title: string }[]).map((c) => c.title);
      expect(titles.slice(0, 3)).toEqual(['Culinary Arts', 'Healthcare', 'Welding & Fabrication']);
    } finally {
      await ctx.db.query("UPDATE course_categories SET sort_order = 20 WHERE title = 'Healthcare'");
      await ctx.db.query("UPDATE course_categories SET sort_order = 50 WHERE title = 'Culinary Arts'");
    }
  });

  it('serves the seeded image URLs as SVG placeholders', async () => {
    const [row] = await ctx.db.query<{ image_url: string }>(
      'SELECT image_url FROM courses ORDER BY id LIMIT 1',
    );
    const res = await ctx.inject({ method: 'GET', url: row!.image_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
    // The Information Technology tile reads 'IT', not 'It'.
    const [it] = await ctx.db.query<{ image_url: string }>(
      "SELECT image_url FROM course_categories WHERE title = 'Information Technology'",
    );
    const tile = await ctx.inject({ method: 'GET', url: it!.image_url });
    expect(tile.body).toContain('aria-label="IT"');
    expect(tile.body).not.toContain('>It<');
    const bad = await ctx.inject({ method: 'GET', url: '/api/media/course/..%2Fsecret.svg' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errorCode).toBe('not_found');
  });
});
