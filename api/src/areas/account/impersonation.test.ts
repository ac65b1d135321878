import {
  cartSchema,
  loggedStudentResponseSchema,
  pendingFormsResponseSchema,
  schoolSchema,
} from '../../contracts';
import { hashToken } from '../../auth/sessions';
import {
  bearer,
  expectError,
  expectSignInRequired,
  get,
  post,
  SCHEDULE_VIEW,
} from '../../../test/support/accounts';
import { closeTestContext, createTestContext, login, type TestContext } from '../../../test/support/context';

let ctx: TestContext;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.query<{ id: number; email: string }>('SELECT id, email FROM students');
  for (const r of rows) ids[r.email] = r.id;
}, 60_000);
afterAll(() => closeTestContext(ctx));

const GUARDIAN = 'guardian@demo.school';
const EMMA = 'emma.parker@demo.school';
const LIAM = 'liam.parker@demo.school';
const FORBIDDEN = 'forbidden';

const impersonate = (token: string, id: number | string) =>
  get(ctx, `/api/student/impersonate/${id}`, bearer(token));
const original = (token: string) => get(ctx, '/api/student/impersonate/original', bearer(token));
const me = async (token: string) =>
  loggedStudentResponseSchema.parse((await get(ctx, '/api/student/get', bearer(token))).json().data);
const actingId = async (token: string) => {
  const rows = await ctx.db.query<{ acting_student_id: number | null }>(
    'SELECT acting_student_id FROM sessions WHERE token_hash = $1',
    [hashToken(token)],
  );
  return rows[0]!.acting_student_id;
};

describe('impersonation', () => {
  it('switches the session to a related student and back', async () => {
    const token = await login(ctx, GUARDIAN);
    const res = await impersonate(token, ids[EMMA]!);
    expect(res.statusCode).toBe(200);
    const data = loggedStudentResponseSchema.parse(res.json().data);
    expect(data.student).toMatchObject({
      id: ids[EMMA],
      email: EMMA,
      isParent: false,
      originalStudent: { id: ids[GUARDIAN], name: 'Morgan Parker' },
    });
    expect(res.json().data._client_tz).toBe('America/New_York');
    expect(await actingId(token)).toBe(ids[EMMA]);
    expect((await me(token)).student).toMatchObject({ email: EMMA, originalStudent: { id: ids[GUARDIAN] } });

    const back = await original(token);
    expect(back.statusCode).toBe(200);
    const backData = loggedStudentResponseSchema.parse(back.json().data);
    expect(backData.student).toMatchObject({ email: GUARDIAN, originalStudent: null, isParent: true });
    expect(backData.student.relatedStudents.map((r) => r.id).sort()).toEqual([ids[EMMA], ids[LIAM]].sort());
    expect(await actingId(token)).toBeNull();
    expect((await me(token)).student.email).toBe(GUARDIAN);
  });

  it('original without an impersonation just returns the signed-in student', async () => {
    const token = await login(ctx, 'student@demo.school');
    const res = await original(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.student).toMatchObject({ email: 'student@demo.school', originalStudent: null });
  });

  it('allows only the caller’s own related students', async () => {
    const guardian = await login(ctx, GUARDIAN);
    for (const id of [ids['student@demo.school']!, ids[GUARDIAN]!, 999_999]) {
      expectError(
        await impersonate(guardian, id),
        403,
        FORBIDDEN,
        'You can only switch to your own related students.',
      );
    }
    const student = await login(ctx, 'student@demo.school');
    expectError(
      await impersonate(student, ids[EMMA]!),
      403,
      FORBIDDEN,
      'You can only switch to your own related students.',
    );
    // Emma cannot act for her guardian or her brother.
    const emma = await login(ctx, EMMA);
    expect((await impersonate(emma, ids[GUARDIAN]!)).statusCode).toBe(403);
    expect((await impersonate(emma, ids[LIAM]!)).statusCode).toBe(403);
    expect((await me(guardian)).student.email).toBe(GUARDIAN);
  });

  it('names the guardian and every related student alike while switched, with the same rule', async () => {
    const token = await login(ctx, GUARDIAN);
    const before = await me(token);
    expect(before.student.relatedStudents).toEqual([
      { id: ids[EMMA], name: 'Em Parker' },
      { id: ids[LIAM], name: 'Liam Parker' },
    ]);
    const switched = loggedStudentResponseSchema.parse((await impersonate(token, ids[EMMA]!)).json().data);
    // The switcher lists the guardian and both children: the same two, under the same names.
    expect(switched.student.originalStudent).toEqual({ id: ids[GUARDIAN], name: 'Morgan Parker' });
    expect(switched.student.relatedStudents).toEqual(before.student.relatedStudents);
    expect((await me(token)).student.relatedStudents).toEqual(before.student.relatedStudents);
    expect((await original(token)).json().data.student.relatedStudents).toEqual(
      before.student.relatedStudents,
    );
  });

  it('switches from one related student straight to another, never to anyone else', async () => {
    const token = await login(ctx, GUARDIAN);
    expect((await impersonate(token, ids[EMMA]!)).statusCode).toBe(200);
    const liam = await impersonate(token, ids[LIAM]!);
    expect(liam.statusCode).toBe(200);
    expect(loggedStudentResponseSchema.parse(liam.json().data).student).toMatchObject({
      email: LIAM,
      originalStudent: { id: ids[GUARDIAN], name: 'Morgan Parker' },
    });
    expect(await actingId(token)).toBe(ids[LIAM]);
    // Switching into the one acted as already is harmless.
    expect((await impersonate(token, ids[LIAM]!)).statusCode).toBe(200);
    for (const id of [ids['student@demo.school']!, ids[GUARDIAN]!]) {
      expectError(
        await impersonate(token, id),
        403,
        FORBIDDEN,
        'You can only switch to your own related students.',
      );
    }
    expect((await me(token)).student.email).toBe(LIAM);
    expect((await original(token)).statusCode).toBe(200);
    expect((await me(token)).student.email).toBe(GUARDIAN);
  });

  it('belongs to one session: another session of the guardian is not switched', async () => {
    const a = await login(ctx, GUARDIAN);
    const b = await login(ctx, GUARDIAN);
    await impersonate(a, ids[EMMA]!);
    expect((await me(a)).student.email).toBe(EMMA);
    expect((await me(b)).student.email).toBe(GUARDIAN);
  });

  it('ends with the relation: a switched session is refused once the guardian is no longer related', async () => {
    const switchedIn = await login(ctx, GUARDIAN);
    const notSwitched = await login(ctx, GUARDIAN);
    expect((await impersonate(switchedIn, ids[LIAM]!)).statusCode).toBe(200);
    const relation = [ids[GUARDIAN], ids[LIAM]];
    await ctx.db.query(
      'DELETE FROM student_relations WHERE student_id = $1 AND related_student_id = $2',
      relation,
    );
    try {
      expectSignInRequired(await get(ctx, '/api/cart', bearer(switchedIn)));
      expect((await me(notSwitched)).student.relatedStudents.map((r) => r.id)).toEqual([ids[EMMA]]);
    } finally {
      await ctx.db.query(
        `INSERT INTO student_relations (student_id, related_student_id, relation) VALUES ($1, $2, 'Dependent')`,
        relation,
      );
    }
  });

  it('rejects a malformed id and a missing token', async () => {
    const token = await login(ctx, GUARDIAN);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await impersonate(token, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('invalid_input');
    }
    expectSignInRequired(await get(ctx, `/api/student/impersonate/${ids[EMMA]}`));
    expectSignInRequired(await get(ctx, '/api/student/impersonate/original'));
  });

  it('makes every endpoint act as the related student', async () => {
    const classes = await ctx.db.query<{ id: number; code: string }>(
      "SELECT id, code FROM classes WHERE code IN ('BUS-110-A', 'HLT-110-B') ORDER BY code",
    );
    const [bus, hlt] = classes;
    await ctx.db.query(
      `INSERT INTO cart_items (student_id, venue_type, venue_id, price) VALUES ($1, 'CLASS', $2, 545)`,
      [ids[EMMA], bus!.id],
    );
    await ctx.db.query(
      `INSERT INTO registration_infos (student_id, venue_type, venue_id, title) VALUES ($1, 'CLASS', $2, 'Emma form')`,
      [ids[EMMA], hlt!.id],
    );
    // Emma has submitted every required document of the school but the survey; the guardian has none.
    await ctx.db.query(
      `INSERT INTO student_documents (student_id, required_document_id, title, text)
       SELECT $1, id, title, html FROM required_documents WHERE code <> 'SURVEY-2026'`,
      [ids[EMMA]],
    );

    const token = await login(ctx, GUARDIAN);
    const guardianCart = cartSchema.parse((await get(ctx, '/api/cart', bearer(token))).json().data);
    expect(guardianCart.items).toEqual([]);

    const switched = loggedStudentResponseSchema.parse((await impersonate(token, ids[EMMA]!)).json().data);
    expect(switched.cart.items.map((i) => i.venue_data.code)).toEqual(['BUS-110-A']);
    expect(switched.requiredActions).toEqual([
      { type: 'document', id: expect.any(Number), title: 'Student Satisfaction Survey' },
    ]);

    const cart = cartSchema.parse((await get(ctx, '/api/cart', bearer(token))).json().data);
    expect(cart).toMatchObject({ total_price: 545, items: [{ venue_id: bus!.id, venue_type: 'CLASS' }] });

    const forms = pendingFormsResponseSchema.parse(
      (await post(ctx, '/api/student/pending_forms', {}, bearer(token))).json().data,
    );
    expect(forms.pendingRegistrationForms).toEqual([
      { title: 'Emma form', venueType: 'CLASS', venueId: hlt!.id, registrationInfoId: expect.any(Number) },
    ]);

    expect((await post(ctx, '/api/student/action', SCHEDULE_VIEW, bearer(token))).statusCode).toBe(200);
    const logged = await ctx.db.query(
      'SELECT student_id, original_student_id, type, action, target, target_id, target_path, target_type FROM navigation_actions ORDER BY id DESC LIMIT 1',
    );
    expect(logged).toEqual([
      {
        student_id: ids[EMMA],
        original_student_id: ids[GUARDIAN],
        type: 'page',
        action: 'view',
        target: 'Schedule',
        target_id: null,
        target_path: '/schedule',
        target_type: 'route',
      },
    ]);

    await original(token);
    expect((await get(ctx, '/api/cart', bearer(token))).json().data.items).toEqual([]);
  });
});

describe('signed-in extras', () => {
  it('POST /student/pending_forms lists the seeded form of student@demo.school', async () => {
    const token = await login(ctx, 'student@demo.school');
    const res = await post(ctx, '/api/student/pending_forms', undefined, bearer(token));
    expect(res.statusCode).toBe(200);
    const [info] = await ctx.db.query<{ id: number; venue_id: number }>(
      'SELECT id, venue_id FROM registration_infos WHERE student_id = $1',
      [ids['student@demo.school']],
    );
    const [klass] = await ctx.db.query<{ id: number }>("SELECT id FROM classes WHERE code = 'HLT-110-A'");
    expect(res.json().data).toEqual({
      pendingRegistrationForms: [
        {
          title: 'State Tested Nursing Assistant (STNA)',
          venueType: 'CLASS',
          venueId: klass!.id,
          registrationInfoId: info!.id,
        },
      ],
    });
  });

  it('POST /student/action stores a visit with a numeric target id, and validates the record', async () => {
    const token = await login(ctx, 'student@demo.school');
    const record = {
      type: 'course',
      action: 'visit',
      target: 'IT Fundamentals',
      targetId: 12,
      targetPath: '/category/3/course/12',
      targetType: 'course',
    };
    expect((await post(ctx, '/api/student/action', record, bearer(token))).statusCode).toBe(200);
    const rows = await ctx.db.query<{
      student_id: number;
      original_student_id: number;
      target_id: number;
      action: string;
    }>(
      'SELECT student_id, original_student_id, target_id, action FROM navigation_actions ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      student_id: ids['student@demo.school'],
      original_student_id: ids['student@demo.school'],
      target_id: 12,
      action: 'visit',
    });

    for (const bad of [
      { ...record, action: 'click' },
      { ...record, targetId: 'x' },
      { ...record, target: undefined },
    ]) {
      const res = await post(ctx, '/api/student/action', bad, bearer(token));
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('invalid_input');
    }
    expect((await post(ctx, '/api/student/action', record)).statusCode).toBe(401);
  });

  it('GET /cart returns the cart contract, and needs a token', async () => {
    const token = await login(ctx, 'student@demo.school');
    const res = await get(ctx, '/api/cart', bearer(token));
    expect(res.statusCode).toBe(200);
    const cart = cartSchema.parse(res.json().data);
    expect(cart.items.map((i) => i.venue_data.code)).toEqual(['ITS-120-A']);
    expect(cart.total_price).toBe(425);
    expectSignInRequired(await get(ctx, '/api/cart'));
    expect((await post(ctx, '/api/student/pending_forms', {})).statusCode).toBe(401);
  });

  it('GET /school is there', async () => {
    const res = await get(ctx, '/api/school');
    expect(res.statusCode).toBe(200);
    expect(schoolSchema.safeParse(res.json().data).success).toBe(true);
  });
});
