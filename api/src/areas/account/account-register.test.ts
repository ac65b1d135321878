import {
  loggedStudentResponseSchema,
  loginResponseSchema,
  recoverResponseSchema,
  registerPendingResponseSchema,
} from '../../contracts';
import {
  bearer,
  expectError,
  expectSignInRequired,
  get,
  latestPassport,
  mailbox,
  post,
  registration,
} from '../../../test/support/accounts';
import { DEMO_PASSWORD, NO_SIGN_IN_THROTTLE, useTestContext } from '../../../test/support/context';

const PORTAL_URL = 'https://portal.example.test';

const api = useTestContext({
  portalUrl: `${PORTAL_URL}/`,
  loginLimits: NO_SIGN_IN_THROTTLE,
});

const signIn = (email: string, password = DEMO_PASSWORD) =>
  post(api.ctx, '/api/student/auth', { email, password });
async function token(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await signIn(email, password);
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}
const studentRow = async (email: string) =>
  (
    await api.ctx.db.query<{
      id: number;
      email_verified: boolean;
      is_verified: boolean;
      student_record_id: string | null;
    }>('SELECT id, email_verified, is_verified, student_record_id FROM students WHERE email = $1', [email])
  )[0];
const primaryAddress = async (studentId: number) =>
  api.ctx.db.query<{ street: string; zip: string; state_code: string; county: string; is_primary: boolean }>(
    'SELECT street, zip, state_code, county, is_primary FROM student_addresses WHERE student_id = $1 ORDER BY id',
    [studentId],
  );
const phones = async (studentId: number) =>
  api.ctx.db.query<{ phone_number: string; is_primary: boolean; is_textable: boolean }>(
    'SELECT phone_number, is_primary, is_textable FROM student_phones WHERE student_id = $1 ORDER BY id',
    [studentId],
  );

const INVALID_INPUT = ['invalid_input', 'Please check the fields and try again'] as const;
const NOT_VERIFIED =
  'Your email address has not been verified yet. Please check your email for a verification link.';

describe('POST /api/student/register', () => {
  it("'normal' creates the account unverified, replies { email } and e-mails a verification link", async () => {
    const res = await post(
      api.ctx,
      '/api/student/register',
      registration('New.Normal@Example.com', 'normal'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: 'new.normal@example.com' });
    expect(registerPendingResponseSchema.safeParse(res.json().data).success).toBe(true);

    const row = await studentRow('new.normal@example.com');
    expect(row).toMatchObject({ email_verified: false, is_verified: false });
    expect(row!.student_record_id).toMatch(/^RB-\d+$/);
    expect(await primaryAddress(row!.id)).toEqual([
      {
        street: '100 Test Street',
        zip: '43215-1234',
        state_code: 'OH',
        county: 'Franklin',
        is_primary: true,
      },
    ]);
    expect(await phones(row!.id)).toEqual([
      { phone_number: '6145550199', is_primary: true, is_textable: false },
    ]);
    const sessions = await api.ctx.db.query('SELECT 1 FROM sessions WHERE student_id = $1', [row!.id]);
    expect(sessions).toHaveLength(0);

    const [mail] = await mailbox(api.ctx, 'new.normal@example.com');
    expect(mail).toMatchObject({ to: 'new.normal@example.com', subject: 'Verify your email address' });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(new RegExp(`^${PORTAL_URL}/\\?passport=[A-Za-z0-9_-]{43}$`));
    expect(mail!.text).toContain(mail!.links[0]);
  });

  it('a fresh normal account cannot sign in until the link is used; the link verifies and signs in', async () => {
    expectError(
      await signIn('new.normal@example.com', 'Secret#123'),
      403,
      'student_email_not_verified',
      NOT_VERIFIED,
      {
        email: 'new.normal@example.com',
      },
    );
    const passport = await latestPassport(api.ctx, 'new.normal@example.com');
    const info = await get(api.ctx, `/api/student/passport/${passport}`);
    expect(info.json().data).toEqual({ allowed_action: 'verify_email', email: 'new.normal@example.com' });

    const res = await post(api.ctx, '/api/student/auth', { passport });
    expect(res.statusCode).toBe(200);
    const data = loginResponseSchema.parse(res.json().data);
    expect(data.student).toMatchObject({
      email: 'new.normal@example.com',
      firstName: 'Robin',
      lastName: 'Tester',
      isVerified: true,
      hasAxRecord: true,
      requiresPersonalInfo: false,
    });
    expect((await signIn('new.normal@example.com', 'Secret#123')).statusCode).toBe(200);
  });

  it("'full' creates a usable account and signs it in at once, without an e-mail", async () => {
    const res = await post(api.ctx, '/api/student/register', registration('new.full@example.com', 'full'));
    expect(res.statusCode).toBe(200);
    const data = loginResponseSchema.parse(res.json().data);
    expect(data.student).toMatchObject({
      email: 'new.full@example.com',
      isVerified: true,
      hasAxRecord: true,
      isParent: false,
      originalStudent: null,
    });
    expect(data.cart).toEqual({ items: [], total_price: 0, total_discount: 0 });
    const me = await get(api.ctx, '/api/student/get', bearer(data.token));
    expect(me.json().data.student.id).toBe(data.student.id);
    expect(await mailbox(api.ctx, 'new.full@example.com')).toEqual([]);
    expect((await signIn('new.full@example.com', 'Secret#123')).statusCode).toBe(200);
  });

  it('refuses an address that is already registered, in any case', async () => {
    for (const email of ['student@demo.school', 'NEW.FULL@example.com']) {
      expectError(
        await post(api.ctx, '/api/student/register', registration(email, 'normal')),
        409,
        'used_email',
        'The provided email address is already registered. If you are already registered please click on Forgot your password? to reset it.',
      );
    }
  });

  it('registers one of two simultaneous sign-ups for the same address; the other gets used_email', async () => {
    const payload = registration('race@example.com', 'normal');
    const replies = await Promise.all([
      post(api.ctx, '/api/student/register', payload),
      post(api.ctx, '/api/student/register', payload),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().errorCode).toBe('used_email');
    const rows = await api.ctx.db.query("SELECT 1 FROM students WHERE email = 'race@example.com'");
    expect(rows).toHaveLength(1);
  });

  it('validates with the section 5 rules and messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstName: '' }, { firstName: 'Type in your legal first name' }],
      [{ lastName: 'x'.repeat(51) }, { lastName: expect.any(String) }],
      [{ addressStreet: '   ' }, { addressStreet: 'Type in your street address' }],
      [{ addressCity: '' }, { addressCity: 'Type in your city' }],
      [{ addressCounty: 'x'.repeat(51) }, { addressCounty: expect.any(String) }],
      [{ addressState: 'XX' }, { addressState: 'Type in your state' }],
      [{ addressZip: '4321' }, { addressZip: 'Type in your zip code' }],
      [{ addressZip: '43215-12' }, { addressZip: 'Type in your zip code' }],
      [{ phoneNumber: '614555019' }, { phoneNumber: 'Type in a valid phone number' }],
      [{ phoneNumber: '' }, { phoneNumber: 'Type in your phone number' }],
      [{ email: 'not-an-email' }, { email: 'Invalid email address' }],
      [{ email: `${'x'.repeat(95)}@a.com` }, { email: expect.any(String) }],
      [{ password: 'Short#1' }, { password: 'The password should at least have 8 characters' }],
      [{ password: 'x'.repeat(21) }, { password: expect.any(String) }],
      [{ password: '' }, { password: 'Type in your password' }],
      [{ registerType: 'quick' }, { registerType: expect.any(String) }],
    ];
    for (const [change, fields] of cases) {
      const res = await post(
        api.ctx,
        '/api/student/register',
        registration('invalid@example.com', 'normal', change),
      );
      expectError(res, 400, ...INVALID_INPUT, { fields });
    }
    expect(await studentRow('invalid@example.com')).toBeUndefined();
  });

  it('accepts the masks: (###) ###-#### phone, nine-digit zip, lower-case state, no county', async () => {
    const res = await post(
      api.ctx,
      '/api/student/register',
      registration('masks@example.com', 'full', {
        phoneNumber: '(614) 555-0142',
        addressZip: '432151234',
        addressState: 'oh',
        addressCounty: undefined,
        phoneNumberTexting: undefined,
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await studentRow('masks@example.com');
    expect(await primaryAddress(row!.id)).toEqual([
      { street: '100 Test Street', zip: '43215-1234', state_code: 'OH', county: '', is_primary: true },
    ]);
    // phoneNumberTexting defaults to true.
    expect(await phones(row!.id)).toEqual([
      { phone_number: '6145550142', is_primary: true, is_textable: true },
    ]);
  });

  it('is refused when the school does not allow registration', async () => {
    api.ctx.school.features.registrationAllowed = false;
    try {
      const res = await post(api.ctx, '/api/student/register', registration('closed@example.com', 'full'));
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('registration_not_allowed');
    } finally {
      api.ctx.school.features.registrationAllowed = true;
    }
  });
});

describe('POST /api/student/complete_info', () => {
  /** POST /api/student/complete_info, with the session of `t` (none without). */
  const completeInfo = (fields: Record<string, string>, t?: string) =>
    post(api.ctx, '/api/student/complete_info', fields, t === undefined ? {} : bearer(t));

  it('sets the legal name and password of a requiresPersonalInfo student, once', async () => {
    const t = await token('newuser@demo.school');
    const res = await completeInfo({ firstName: ' Sam ', lastName: 'Okafor', password: 'Fresh#Pass1' }, t);
    expect(res.statusCode).toBe(200);
    const data = loggedStudentResponseSchema.parse(res.json().data);
    expect(data.student).toMatchObject({ firstName: 'Sam', lastName: 'Okafor', requiresPersonalInfo: false });
    expect(res.json().data._client_tz).toBe('America/New_York');

    expect((await signIn('newuser@demo.school')).statusCode).toBe(401);
    expect((await signIn('newuser@demo.school', 'Fresh#Pass1')).statusCode).toBe(200);
    expectError(
      await completeInfo({ firstName: 'A', lastName: 'B', password: 'Other#Pass1' }, t),
      409,
      'account_already_complete',
      'Your account information is already complete.',
    );
  });

  it('validates its three fields', async () => {
    const t = await token('student@demo.school');
    const res = await completeInfo({ firstName: '', lastName: 'B', password: 'short' }, t);
    expectError(res, 400, ...INVALID_INPUT, {
      fields: {
        firstName: 'Type in your legal first name',
        password: 'The password should at least have 8 characters',
      },
    });
  });

  it('needs a token', async () => {
    const res = await completeInfo({ firstName: 'A', lastName: 'B', password: 'Fresh#Pass1' });
    expectSignInRequired(res);
  });
});

describe('POST /api/student/complete_account', () => {
  const fields = {
    firstName: 'Taylor',
    lastName: 'Brooks-Lee',
    addressStreet: '1 Completion Way',
    addressCity: 'Dublin',
    addressCounty: 'Franklin',
    addressState: 'OH',
    addressZip: '43017-0001',
    phoneNumber: '6145550177',
    phoneNumberTexting: true,
  };

  it('creates the student record with a primary address and phone', async () => {
    const t = await token('norecord@demo.school');
    const res = await post(api.ctx, '/api/student/complete_account', fields, bearer(t));
    expect(res.statusCode).toBe(200);
    const data = loggedStudentResponseSchema.parse(res.json().data);
    expect(data.student).toMatchObject({ hasAxRecord: true, firstName: 'Taylor', lastName: 'Brooks-Lee' });

    const row = await studentRow('norecord@demo.school');
    expect(row!.student_record_id).toMatch(/^RB-\d+$/);
    const addresses = await primaryAddress(row!.id);
    // The seeded address stays, no longer primary.
    expect(addresses.filter((a) => a.is_primary)).toEqual([
      {
        street: '1 Completion Way',
        zip: '43017-0001',
        state_code: 'OH',
        county: 'Franklin',
        is_primary: true,
      },
    ]);
    expect(addresses).toHaveLength(2);
    expect(await phones(row!.id)).toEqual([
      { phone_number: '6145550177', is_primary: true, is_textable: true },
    ]);

    expectError(
      await post(api.ctx, '/api/student/complete_account', fields, bearer(t)),
      409,
      'account_already_complete',
      'Your account information is already complete.',
    );
  });

  it('refuses a student who already has a record, and bad fields', async () => {
    const t = await token('student@demo.school');
    expect((await post(api.ctx, '/api/student/complete_account', fields, bearer(t))).statusCode).toBe(409);
    const res = await post(
      api.ctx,
      '/api/student/complete_account',
      { ...fields, addressState: 'Ohio', phoneNumber: '61455501777', addressZip: '4301700012' },
      bearer(t),
    );
    expectError(res, 400, ...INVALID_INPUT, {
      fields: {
        addressState: 'Type in your state',
        phoneNumber: 'Type in a valid phone number',
        addressZip: 'Type in your zip code',
      },
    });
  });

  it('needs a token', async () => {
    expect((await post(api.ctx, '/api/student/complete_account', fields)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('request_password_reset always answers ok and e-mails only existing accounts', async () => {
    const known = await post(api.ctx, '/api/student/request_password_reset', {
      email: 'Emma.Parker@demo.school',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json().data).toEqual({ email: 'emma.parker@demo.school' });
    const [mail] = await mailbox(api.ctx, 'emma.parker@demo.school');
    expect(mail).toMatchObject({ subject: 'Reset your password' });
    expect(mail!.text).toContain('Hello Emma,');

    const unknown = await post(api.ctx, '/api/student/request_password_reset', {
      email: 'ghost@demo.school',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ email: 'ghost@demo.school' });
    expect(await mailbox(api.ctx, 'ghost@demo.school')).toEqual([]);

    expectError(
      await post(api.ctx, '/api/student/request_password_reset', { email: 'nope' }),
      400,
      ...INVALID_INPUT,
      {
        fields: { email: 'Invalid email address' },
      },
    );
  });

  it('password_reset sets the password with the e-mailed passport, once, and ends open sessions', async () => {
    const oldToken = await token('emma.parker@demo.school');
    const passport = await latestPassport(api.ctx, 'emma.parker@demo.school');
    expect((await get(api.ctx, `/api/student/passport/${passport}`)).json().data).toEqual({
      allowed_action: 'reset_password',
      email: 'emma.parker@demo.school',
    });
    const RESET_INVALID = [
      'invalid_passport',
      'This password reset link is invalid or has expired, please request a new one.',
    ] as const;

    // Another account's e-mail, or a too short password: refused, and the passport is not spent.
    expectError(
      await post(api.ctx, '/api/student/password_reset', {
        email: 'liam.parker@demo.school',
        passport,
        password: 'New#Pass2026',
      }),
      400,
      ...RESET_INVALID,
    );
    expect(
      (
        await post(api.ctx, '/api/student/password_reset', {
          email: 'emma.parker@demo.school',
          passport,
          password: 'short',
        })
      ).statusCode,
    ).toBe(400);

    const ok = await post(api.ctx, '/api/student/password_reset', {
      email: 'emma.parker@demo.school',
      passport,
      password: 'New#Pass2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn('emma.parker@demo.school')).statusCode).toBe(401);
    expect((await signIn('emma.parker@demo.school', 'New#Pass2026')).statusCode).toBe(200);
    expect((await get(api.ctx, '/api/student/get', bearer(oldToken))).statusCode).toBe(401);

    expectError(
      await post(api.ctx, '/api/student/password_reset', {
        email: 'emma.parker@demo.school',
        passport,
        password: 'Again#2026',
      }),
      400,
      ...RESET_INVALID,
    );
  });

  it('password_reset refuses other kinds of passport and expired ones', async () => {
    await post(api.ctx, '/api/student/request_verification', { email: 'unverified@demo.school' });
    const verify = await latestPassport(api.ctx, 'unverified@demo.school');
    const res = await post(api.ctx, '/api/student/password_reset', {
      email: 'unverified@demo.school',
      passport: verify,
      password: 'New#Pass2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_passport');

    await post(api.ctx, '/api/student/request_password_reset', { email: 'liam.parker@demo.school' });
    const reset = await latestPassport(api.ctx, 'liam.parker@demo.school');
    await api.ctx.db.query(
      "UPDATE passports SET expires_at = now() - interval '1 minute' WHERE email = 'liam.parker@demo.school'",
    );
    const expired = await post(api.ctx, '/api/student/password_reset', {
      email: 'liam.parker@demo.school',
      passport: reset,
      password: 'New#Pass2026',
    });
    expect(expired.statusCode).toBe(400);
    expect((await signIn('liam.parker@demo.school')).statusCode).toBe(200);
  });
});

describe('e-mail recovery', () => {
  const recover = (body: Record<string, unknown>) => post(api.ctx, '/api/student/recover', { body });

  it('lists the students matching last name, date of birth and zip', async () => {
    const res = await recover({ lastName: 'ellis', dob: '2000-01-30', zipCode: '43085' });
    expect(res.statusCode).toBe(200);
    const data = recoverResponseSchema.parse(res.json().data);
    const ids = await api.ctx.db.query<{ id: number; email: string }>(
      "SELECT id, email FROM students WHERE last_name = 'Ellis' ORDER BY email",
    );
    expect(data.students).toEqual(ids.map((r) => ({ email: r.email, studentId: r.id })));
    expect(data.students.map((s) => s.email)).toEqual(['moved.new@demo.school', 'moved@demo.school']);
    expect(data.srlCode.length).toBeGreaterThanOrEqual(20);

    const reset = await post(api.ctx, '/api/student/request_recover_password_reset', {
      srlCode: data.srlCode,
      studentId: data.students[0]!.studentId,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ email: 'moved.new@demo.school' });
    const [mail] = await mailbox(api.ctx, 'moved.new@demo.school');
    expect(mail!.subject).toBe('Reset your password');
  });

  it('finds nothing for a wrong zip or date', async () => {
    for (const body of [
      { lastName: 'Rivera', dob: '1998-04-17', zipCode: '43216' },
      { lastName: 'Rivera', dob: '1998-04-18', zipCode: '43215' },
    ]) {
      const res = await recover(body);
      expect(res.json().data).toEqual({ srlCode: '', students: [] });
    }
    const found = await recover({ lastName: 'Rivera', dob: '1998-04-17', zipCode: '43215-9999' });
    expect(found.json().data.students.map((s: { email: string }) => s.email)).toEqual([
      'student@demo.school',
    ]);
  });

  it('validates the search fields', async () => {
    expectError(await recover({ lastName: '', dob: '30/01/2000', zipCode: '1' }), 400, ...INVALID_INPUT, {
      fields: {
        'body.lastName': 'Type in your legal last name',
        'body.dob': 'Type in your date of birth',
        'body.zipCode': 'Type in your zip code',
      },
    });
  });

  it('request_recover_password_reset accepts only a student of that search, while the code is fresh', async () => {
    const data = (await recover({ lastName: 'Rivera', dob: '1998-04-17', zipCode: '43215' })).json().data;
    const [other] = await api.ctx.db.query<{ id: number }>(
      "SELECT id FROM students WHERE email = 'guardian@demo.school'",
    );
    const INVALID_CODE = [
      'invalid_recovery_code',
      'This search has expired, please search for your email again.',
    ] as const;
    expectError(
      await post(api.ctx, '/api/student/request_recover_password_reset', {
        srlCode: data.srlCode,
        studentId: other!.id,
      }),
      400,
      ...INVALID_CODE,
    );
    expectError(
      await post(api.ctx, '/api/student/request_recover_password_reset', {
        srlCode: 'made-up-code',
        studentId: data.students[0].studentId,
      }),
      400,
      ...INVALID_CODE,
    );
    await api.ctx.db.query("UPDATE recovery_codes SET expires_at = now() - interval '1 second'");
    expectError(
      await post(api.ctx, '/api/student/request_recover_password_reset', {
        srlCode: data.srlCode,
        studentId: data.students[0].studentId,
      }),
      400,
      ...INVALID_CODE,
    );
  });
});

describe('POST /api/student/request_verification', () => {
  it('e-mails a verify link to an unverified student; the link clears the banner', async () => {
    const res = await post(api.ctx, '/api/student/request_verification', { email: 'unverified@demo.school' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: 'unverified@demo.school' });
    const passport = await latestPassport(api.ctx, 'unverified@demo.school');
    const login = await post(api.ctx, '/api/student/auth', { passport });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.student).toMatchObject({ email: 'unverified@demo.school', isVerified: true });
  });

  it('sends nothing to a verified or unknown address, and answers ok all the same', async () => {
    for (const email of ['student@demo.school', 'ghost2@demo.school']) {
      const before = (await mailbox(api.ctx, email)).length;
      const res = await post(api.ctx, '/api/student/request_verification', { email });
      expect(res.statusCode).toBe(200);
      expect((await mailbox(api.ctx, email)).length).toBe(before);
    }
    expect((await post(api.ctx, '/api/student/request_verification', {})).statusCode).toBe(400);
  });
});
