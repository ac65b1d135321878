import crypto from 'node:crypto';
import { loggedStudentResponseSchema, loginResponseSchema, studentSchema } from '../../contracts';
import { DEMO_PASSWORD, login, useTestContext } from '../../../test/support/context';
import { bearer, post } from '../../../test/support/accounts';

const api = useTestContext();

const signIn = (payload: unknown) => post(api.ctx, '/api/student/auth', payload);
const getStudent = (headers: Record<string, string> = {}) =>
  api.ctx.inject({ method: 'GET', url: '/api/student/get', headers });

const UNAUTHORIZED = {
  result: 'error',
  errorCode: 'unauthorized',
  errorMessage: 'Please sign in to continue',
  data: null,
};

describe('POST /api/student/auth', () => {
  it('logs in with the demo password and returns student, token and cart', async () => {
    const res = await signIn({ email: 'student@demo.school', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('ok');
    const data = loginResponseSchema.parse(body.data);
    // The student JSON has exactly the contract's keys.
    expect(Object.keys(body.data.student).sort()).toEqual(Object.keys(studentSchema.shape).sort());
    expect(data.student).toMatchObject({
      email: 'student@demo.school',
      firstName: 'Jordan',
      isVerified: true,
      hasAxRecord: true,
      requiresPersonalInfo: false,
      isParent: false,
      relatedStudents: [],
      originalStudent: null,
      info: { hasSignature: false, signatureUrl: null },
    });
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    // The seeded cart item (see src/seed/students-data.ts, fullStudentExtras).
    expect(data.cart).toEqual({
      items: [
        {
          venue_type: 'CLASS',
          venue_id: expect.any(Number),
          price: 425,
          venue_data: { title: expect.any(String), code: 'ITS-120-A', dateRange: '01/13/2027 - 03/10/2027' },
          discount: 0,
          discount_code: null,
        },
      ],
      total_price: 425,
      total_discount: 0,
    });
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const res = await signIn({ email: '  Student@Demo.School ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same reply for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await signIn({ email: 'student@demo.school', password: 'Student#2025' });
    const unknownEmail = await signIn({ email: 'nobody@demo.school', password: DEMO_PASSWORD });
    const expected = {
      result: 'error',
      errorCode: 'invalid_student_email_password_combination',
      errorMessage: 'Email or password is incorrect',
      data: null,
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.json()).toEqual(expected);
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('describes every demo account as the spec needs', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['unverified@demo.school', { isVerified: false, hasAxRecord: true, requiresPersonalInfo: false }],
      ['norecord@demo.school', { isVerified: true, hasAxRecord: false }],
      ['newuser@demo.school', { requiresPersonalInfo: true }],
      [
        'emma.parker@demo.school',
        { firstName: 'Emma', preferredName: 'Em', isParent: false, relatedStudents: [] },
      ],
      ['liam.parker@demo.school', { firstName: 'Liam', isParent: false }],
    ];
    for (const [email, expected] of cases) {
      const token = await login(api.ctx, email);
      const res = await getStudent(bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.student).toMatchObject({ email, ...expected });
    }
  });

  it('gives the guardian two related students from the relation table', async () => {
    const token = await login(api.ctx, 'guardian@demo.school');
    const student = (await getStudent(bearer(token))).json().data.student;
    expect(student.isParent).toBe(true);
    const rows = await api.ctx.db.query<{ id: number }>(
      `SELECT s.id FROM students s WHERE s.email IN ('emma.parker@demo.school', 'liam.parker@demo.school') ORDER BY s.first_name`,
    );
    expect(student.relatedStudents).toEqual([
      { id: rows[0]!.id, name: 'Em Parker' },
      { id: rows[1]!.id, name: 'Liam Parker' },
    ]);
  });
});

describe('GET /api/student/get and sessions', () => {
  it('returns the logged student for a valid token, plus _client_tz', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    const res = await getStudent(bearer(token));
    expect(res.statusCode).toBe(200);
    const data = loggedStudentResponseSchema.parse(res.json().data);
    expect(data.student.email).toBe('student@demo.school');
    // What the seed gives student@demo.school (the school's five required documents, none submitted);
    // account-login.test.ts checks these come from the database.
    expect(data.requiredActions).toEqual(
      [
        'Liability Waiver and Release',
        'Photo ID',
        'Student Satisfaction Survey',
        'Campus Safety Notice',
        'Emergency Contact Form',
      ].map((title) => ({ type: 'document', id: expect.any(Number), title })),
    );
    expect(data.pendingRegistrationForms).toEqual([
      {
        title: 'State Tested Nursing Assistant (STNA)',
        venueType: 'CLASS',
        venueId: expect.any(Number),
        registrationInfoId: expect.any(Number),
      },
    ]);
    expect(res.json().data._client_tz).toBe('America/New_York');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('rejects a missing, malformed or unknown token with 401 unauthorized', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic c3R1ZGVudDpwYXNz' },
      { authorization: `Bearer ${crypto.randomBytes(32).toString('base64url')}` },
    ];
    for (const headers of attempts) {
      const res = await getStudent(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('revokes the token at logout', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    expect((await getStudent(bearer(token))).statusCode).toBe(200);
    const out = await api.ctx.inject({
      method: 'POST',
      url: '/api/student/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ result: 'ok', data: {} });
    const after = await getStudent(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
    const again = await api.ctx.inject({
      method: 'POST',
      url: '/api/student/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('requires a token to log out', async () => {
    const res = await api.ctx.inject({ method: 'POST', url: '/api/student/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('rejects an expired session', async () => {
    const token = await login(api.ctx, 'student@demo.school');
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    await api.ctx.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hash],
    );
    expect((await getStudent(bearer(token))).statusCode).toBe(401);
  });

  it('stores only the SHA-256 of each token', async () => {
    const token = await login(api.ctx, 'norecord@demo.school');
    const rows = await api.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.map((r) => r.token_hash)).toContain(crypto.createHash('sha256').update(token).digest('hex'));
  });

  it('returns the cart with venue data, totals and discounts', async () => {
    const token = await login(api.ctx, 'liam.parker@demo.school');
    await api.ctx.db.query(
      `INSERT INTO cart_items (student_id, venue_type, venue_id, price, discount)
       SELECT s.id, 'CLASS', c.id, c.total_price, 50 FROM students s, classes c
        WHERE s.email = 'liam.parker@demo.school' AND c.code = 'WEL-101-A'`,
    );
    await api.ctx.db.query(
      `INSERT INTO cart_items (student_id, venue_type, venue_id, price)
       SELECT s.id, 'PATH', p.id, p.total_price FROM students s, pathways p
        WHERE s.email = 'liam.parker@demo.school' AND p.code = 'PTH-ITSUP'`,
    );
    const cart = loggedStudentResponseSchema.parse((await getStudent(bearer(token))).json().data).cart;
    expect(cart.items).toEqual([
      {
        venue_type: 'CLASS',
        venue_id: expect.any(Number),
        price: 1450,
        venue_data: {
          title: 'Welding Fundamentals',
          code: 'WEL-101-A',
          dateRange: '01/11/2027 - 03/19/2027',
        },
        discount: 50,
        discount_code: null,
      },
      {
        venue_type: 'PATH',
        venue_id: expect.any(Number),
        price: 2490,
        venue_data: {
          title: 'IT Support Specialist Pathway',
          code: 'PTH-ITSUP',
          dateRange: '01/12/2027 - 06/24/2027',
        },
        discount: 0,
        discount_code: null,
      },
    ]);
    expect(cart.total_price).toBe(3940);
    expect(cart.total_discount).toBe(50);
    // Another student's cart stays empty.
    const other = await login(api.ctx, 'emma.parker@demo.school');
    expect((await getStudent(bearer(other))).json().data.cart.items).toEqual([]);
  });

  it('keeps each session to its own student', async () => {
    const a = await login(api.ctx, 'student@demo.school');
    const b = await login(api.ctx, 'guardian@demo.school');
    expect((await getStudent(bearer(a))).json().data.student.email).toBe('student@demo.school');
    expect((await getStudent(bearer(b))).json().data.student.email).toBe('guardian@demo.school');
  });
});
