import { buildApp } from '../app';
import { expectError, get, post } from '../../test/support/accounts';
import { request, useTestContext } from '../../test/support/context';

/*
 * The API's refusals in the request's language: the error envelope's `errorMessage` follows the
 * Accept-Language the web client sends, among the school's locales (the demo school offers English and
 * Spanish); without one, or in a language the school does not offer, the English is the spec's, as ever.
 */

const api = useTestContext();
const ES = { 'accept-language': 'es' };

describe('a refusal in the request’s language', () => {
  it('comes back in Spanish with Accept-Language: es, and unchanged in English without it', async () => {
    expectError(await get(api.ctx, '/api/course/999999', ES), 404, 'not_found', 'No se encontró el curso');
    expectError(await get(api.ctx, '/api/course/999999'), 404, 'not_found', 'Course not found');
    expectError(
      await get(api.ctx, '/api/course/999999', { 'accept-language': 'en' }),
      404,
      'not_found',
      'Course not found',
    );
  });

  it('negotiates the header: a region, weights, and languages the school does not offer', async () => {
    const message = async (header: string) =>
      (await get(api.ctx, '/api/course/999999', { 'accept-language': header })).json().errorMessage;
    expect(await message('es-MX,es;q=0.9')).toBe('No se encontró el curso');
    expect(await message('fr, es;q=0.5, en;q=0.1')).toBe('No se encontró el curso');
    expect(await message('es;q=0.2, en;q=0.8')).toBe('Course not found');
    expect(await message('fr')).toBe('Course not found');
    expect(await message('de-DE;q=abc')).toBe('Course not found');
  });

  it('translates the refusals of every kind: a route not found, sign-in required, an account error', async () => {
    expectError(await get(api.ctx, '/api/no/such/route', ES), 404, 'not_found', 'No se encontró');
    expectError(
      await get(api.ctx, '/api/student/get', ES),
      401,
      'unauthorized',
      'Inicia sesión para continuar',
    );
    expectError(
      await post(
        api.ctx,
        '/api/student/auth',
        { email: 'nobody@demo.school', password: 'wrong-password' },
        ES,
      ),
      401,
      'invalid_student_email_password_combination',
      'El correo electrónico o la contraseña son incorrectos',
    );
  });

  it('translates invalid_input’s message and leaves its fields in English (the web client translates them)', async () => {
    const res = await post(api.ctx, '/api/student/auth', { email: '', password: '' }, ES);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      result: 'error',
      errorCode: 'invalid_input',
      errorMessage: 'Revisa los campos e inténtalo de nuevo',
    });
    expect(body.data.fields).toEqual(
      (await post(api.ctx, '/api/student/auth', { email: '', password: '' })).json().data.fields,
    );
    expect(body.data.fields.email).toBe('Type in your email address');

    const malformed = await api.ctx.inject({
      method: 'POST',
      url: '/api/student/auth',
      payload: '{not json',
      headers: ES,
    });
    expect(malformed.json()).toMatchObject({
      errorMessage: 'Revisa los campos e inténtalo de nuevo',
      data: { fields: { _body: 'Malformed JSON' } },
    });
  });

  it('leaves a successful reply alone', async () => {
    const res = await get(api.ctx, '/api/course_categories/', ES);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('ok');
  });
});

describe('a school that offers English only', () => {
  it('answers in English whatever the request asks for', async () => {
    const { locales: _offered, ...englishOnly } = api.ctx.school;
    const app = buildApp({ db: api.ctx.db, school: englishOnly });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      const res = await request(`http://127.0.0.1:${address.port}`, {
        url: '/api/course/999999',
        headers: ES,
      });
      expectError(res, 404, 'not_found', 'Course not found');
    } finally {
      await app.close();
    }
  });
});
