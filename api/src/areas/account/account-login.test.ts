import { loggedStudentResponseSchema, loginResponseSchema, passportInfoSchema } from '../../contracts';
import { bearer, expectError, get, post } from '../../../test/support/accounts';
import { DEMO_PASSWORD, NO_SIGN_IN_THROTTLE, useTestContext } from '../../../test/support/context';

// This file fails many sign-ins from one address on purpose; the limit has its own tests below.
const api = useTestContext({ loginLimits: NO_SIGN_IN_THROTTLE });

const auth = (payload: unknown) => post(api.ctx, '/api/student/auth', payload);
const signIn = (email: string, password = DEMO_PASSWORD) => auth({ email, password });

/** Mints a passport through the development route. */
async function mint(email: string, allowedAction: string): Promise<string> {
  const res = await post(api.ctx, '/api/dev/passport', { email, allowedAction });
  expect(res.statusCode).toBe(200);
  return res.json().data.passport;
}

const INVALID_PASSPORT = ['invalid_passport', 'Invalid login passport'] as const;

describe('POST /api/student/auth refusals (seeded demo accounts)', () => {
  it('answers each sign-in gate with its code and the spec message', async () => {
    const cases: [string, string, string, unknown][] = [
      [
        'pending@demo.school',
        'student_email_not_verified',
        'Your email address has not been verified yet. Please check your email for a verification link.',
        { email: 'pending@demo.school' },
      ],
      ['noguid@demo.school', 'invalid_student_guid', 'Email is not verified!', null],
      ['orphan@demo.school', 'invalid_student_record', 'Student not found, try again later!', null],
      [
        'moved@demo.school',
        'student_email_no_longer_valid',
        'This username is no longer valid, please contact your school.',
        { alternateEmail: 'moved.new@demo.school' },
      ],
      ['locked@demo.school', 'invalid_student_email', 'Could not log in, please contact your school!', null],
    ];
    for (const [email, code, message, data] of cases) {
      expectError(await signIn(email), 403, code, message, data);
    }
  });

  it('reveals a gate only to the right password', async () => {
    for (const email of [
      'pending@demo.school',
      'noguid@demo.school',
      'moved@demo.school',
      'locked@demo.school',
    ]) {
      expectError(
        await signIn(email, 'Wrong#2026'),
        401,
        'invalid_student_email_password_combination',
        'Email or password is incorrect',
      );
    }
  });

  it("signs in with the moved account's alternateEmail", async () => {
    const res = await signIn('moved.new@demo.school');
    expect(res.statusCode).toBe(200);
    const data = loginResponseSchema.parse(res.json().data);
    expect(data.student).toMatchObject({
      email: 'moved.new@demo.school',
      firstName: 'Jamie',
      hasAxRecord: true,
    });
  });

  it('sends no alternateEmail when the moved account has none', async () => {
    await api.ctx.db.query("UPDATE students SET alternate_email = NULL WHERE email = 'moved@demo.school'");
    try {
      expectError(
        await signIn('moved@demo.school'),
        403,
        'student_email_no_longer_valid',
        'This username is no longer valid, please contact your school.',
      );
    } finally {
      await api.ctx.db.query(
        "UPDATE students SET alternate_email = 'moved.new@demo.school' WHERE email = 'moved@demo.school'",
      );
    }
  });

  it('lets unverified@demo.school in: its isVerified false only shows a banner', async () => {
    const res = await signIn('unverified@demo.school');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.student).toMatchObject({ isVerified: false, hasAxRecord: true });
  });

  it('requires e-mail and password when there is no passport, naming each field', async () => {
    for (const payload of [{}, { email: '', password: '' }, { passport: '', email: ' ', password: '' }]) {
      const res = await auth(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'invalid_input',
        errorMessage: 'Please check the fields and try again',
      });
      expect(res.json().data.fields).toEqual({
        email: 'Type in your email address',
        password: 'Type in your password',
      });
    }
  });

  it('answers server-error when something unexpected fails', async () => {
    await api.ctx.db.exec('ALTER TABLE sessions RENAME TO sessions_moved_away');
    try {
      const res = await signIn('student@demo.school');
      expectError(res, 500, 'server-error', 'Server error!');
    } finally {
      await api.ctx.db.exec('ALTER TABLE sessions_moved_away RENAME TO sessions');
    }
    expect((await signIn('student@demo.school')).statusCode).toBe(200);
  });
});

describe('passports', () => {
  it('GET /student/passport/{passport} tells its action and e-mail without spending it', async () => {
    const passport = await mint('student@demo.school', 'reset_password');
    for (let i = 0; i < 2; i++) {
      const res = await get(api.ctx, `/api/student/passport/${passport}`);
      expect(res.statusCode).toBe(200);
      expect(passportInfoSchema.parse(res.json().data)).toEqual({
        allowed_action: 'reset_password',
        email: 'student@demo.school',
      });
    }
  });

  it('GET /student/passport/{passport} rejects unknown and malformed values', async () => {
    for (const value of ['A'.repeat(43), 'short', 'not%20valid%20at%20all%20really']) {
      expectError(await get(api.ctx, `/api/student/passport/${value}`), 400, ...INVALID_PASSPORT);
    }
  });

  it('stores only a hash of the value', async () => {
    const passport = await mint('student@demo.school', 'login');
    const rows = await api.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM passports');
    expect(rows.some((r) => r.token_hash.includes(passport))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('a login passport alone signs the student in, once', async () => {
    const passport = await mint('student@demo.school', 'login');
    const first = await auth({ passport });
    expect(first.statusCode).toBe(200);
    const data = loginResponseSchema.parse(first.json().data);
    expect(data.student.email).toBe('student@demo.school');
    expect((await get(api.ctx, '/api/student/get', bearer(data.token))).statusCode).toBe(200);

    expectError(await auth({ passport }), 401, ...INVALID_PASSPORT);
    expectError(await get(api.ctx, `/api/student/passport/${passport}`), 400, ...INVALID_PASSPORT);
  });

  it('ignores e-mail and password sent along with a passport', async () => {
    const passport = await mint('liam.parker@demo.school', 'login');
    const res = await auth({ passport, email: 'student@demo.school', password: 'whatever' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.student.email).toBe('liam.parker@demo.school');
  });

  it('a verify_email passport verifies the address and signs in', async () => {
    expectError(await signIn('pending@demo.school'), 403, 'student_email_not_verified', expect.any(String), {
      email: 'pending@demo.school',
    });
    const passport = await mint('pending@demo.school', 'verify_email');
    const res = await auth({ passport });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.student).toMatchObject({ email: 'pending@demo.school', isVerified: true });
    const [row] = await api.ctx.db.query<{ email_verified: boolean }>(
      "SELECT email_verified FROM students WHERE email = 'pending@demo.school'",
    );
    expect(row!.email_verified).toBe(true);
    expect((await signIn('pending@demo.school')).statusCode).toBe(200);
  });

  it('a reset_password passport does not sign in, and is not spent by trying', async () => {
    const passport = await mint('student@demo.school', 'reset_password');
    expectError(await auth({ passport }), 401, ...INVALID_PASSPORT);
    expect((await get(api.ctx, `/api/student/passport/${passport}`)).statusCode).toBe(200);
  });

  it('an expired passport is refused', async () => {
    const passport = await mint('student@demo.school', 'login');
    await api.ctx.db.query(
      "UPDATE passports SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    expectError(await get(api.ctx, `/api/student/passport/${passport}`), 400, ...INVALID_PASSPORT);
    expectError(await auth({ passport }), 401, ...INVALID_PASSPORT);
  });

  it('expires 24 hours after it was issued', async () => {
    await mint('student@demo.school', 'verify_email');
    const [row] = await api.ctx.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours
         FROM passports ORDER BY id DESC LIMIT 1`,
    );
    expect(row!.hours).toBeCloseTo(24, 5);
  });

  it('applies the sign-in gates to passport sign-ins too', async () => {
    const passport = await mint('locked@demo.school', 'login');
    expectError(
      await auth({ passport }),
      403,
      'invalid_student_email',
      'Could not log in, please contact your school!',
    );
  });

  it('the dev mint refuses an unknown account', async () => {
    const res = await post(api.ctx, '/api/dev/passport', {
      email: 'nobody@demo.school',
      allowedAction: 'login',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/student/get reflects the database', () => {
  it('required actions, pending forms and cart change with their tables', async () => {
    const token = (await signIn('student@demo.school')).json().data.token;
    const [student] = await api.ctx.db.query<{ id: number }>(
      "SELECT id FROM students WHERE email = 'student@demo.school'",
    );
    const read = async () =>
      loggedStudentResponseSchema.parse((await get(api.ctx, '/api/student/get', bearer(token))).json().data);

    const before = await read();
    expect(before.requiredActions).toHaveLength(5);
    expect(before.pendingRegistrationForms).toHaveLength(1);
    expect(before.cart.items).toHaveLength(1);
    const required = await api.ctx.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM required_documents WHERE active ORDER BY sort_order, id',
    );
    expect(before.requiredActions).toEqual(required.map((r) => ({ type: 'document', ...r })));

    // A new required document of the school, one submitted by the student, one retired.
    await api.ctx.db.query(
      `INSERT INTO required_documents (code, title, required_action, sort_order)
       VALUES ('HANDBOOK-2026', 'Student Handbook Acknowledgement', 'sign', 5)`,
    );
    await api.ctx.db.query(
      `INSERT INTO student_documents (student_id, required_document_id, title)
       SELECT $1, id, title FROM required_documents WHERE code = 'PHOTO-ID'`,
      [student!.id],
    );
    await api.ctx.db.query(`UPDATE required_documents SET active = false WHERE code = 'SAFETY-NOTICE'`);
    await api.ctx.db.query("UPDATE registration_infos SET status = 'submitted' WHERE student_id = $1", [
      student!.id,
    ]);
    await api.ctx.db.query('DELETE FROM cart_items WHERE student_id = $1', [student!.id]);
    const after = await read();
    expect(after.requiredActions.map((a) => a.title)).toEqual([
      'Student Handbook Acknowledgement',
      'Liability Waiver and Release',
      'Student Satisfaction Survey',
      'Emergency Contact Form',
    ]);
    expect(after.pendingRegistrationForms).toEqual([]);
    expect(after.cart).toEqual({ items: [], total_price: 0, total_discount: 0 });
  });
});
