import { cartSchema, endpointUrl, pathParamNames } from '../contracts';
import { allEndpoints } from '../endpoints';
import { routeUrl } from '../http/register-endpoint';
import { closeTestContext, createTestContext, type TestContext } from '../../test/support/context';
import {
  callerFor,
  card,
  classIdOf,
  newKey,
  seenCart,
  studentIdOf,
  type Caller,
} from '../../test/support/payments';
import { CART_CLASS_CODE } from '../areas/payments/seed/payments-demo';
import {
  OPEN_BEFORE_PERSONAL_INFO,
  PERSONAL_INFO_REQUIRED_CODE,
  PERSONAL_INFO_REQUIRED_MESSAGE,
} from './personal-info';

/*
 * Shell spec 6: "A student who requires personal info must complete the account form before using
 * anything". newuser@demo.school is one (seeded so): their own token opens no form, takes no seat, buys
 * nothing and pays nothing until the completion card's Submit (POST /student/complete_info).
 */

const NEW_USER = 'newuser@demo.school';
const REFUSED = {
  result: 'error',
  errorCode: PERSONAL_INFO_REQUIRED_CODE,
  errorMessage: 'Please complete your account information',
  data: null,
};

let ctx: TestContext;
let newUser: Caller;
let classes: { form: number; noCost: number; cart: number };
beforeAll(async () => {
  ctx = await createTestContext();
  newUser = await callerFor(ctx, await studentIdOf(ctx.db, NEW_USER));
  classes = {
    form: await classIdOf(ctx.db, 'ENR-120-R'),
    noCost: await classIdOf(ctx.db, 'ENR-140-N'),
    cart: await classIdOf(ctx.db, CART_CLASS_CODE),
  };
}, 60_000);
afterAll(() => closeTestContext(ctx));

const rowsOf = async (table: string, studentId: number) =>
  (
    await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE student_id = $1`, [
      studentId,
    ])
  )[0]!.n;

/** A charge of the student's, made as the school makes them (no endpoint does). */
const chargeFor = async (studentId: number) =>
  (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO charges (student_id, description, amount_cents, due_date)
       VALUES ($1, 'Lab fee', 12000, current_date) RETURNING id`,
      [studentId],
    )
  )[0]!.id;

/** The actions that take a form, a seat, a cart item or money, as the pages send them. */
const actions = (s: Caller, chargeId: number, cart: ReturnType<typeof seenCart>) => ({
  'open a registration form (POST /registration)': () =>
    s.post('registration', { venueType: 'CLASS', venueId: classes.form }),
  'read the no-cost form': () => s.get(`class/${classes.noCost}/no_cost_form`),
  'submit the no-cost form (a seat)': () => s.get(`class/${classes.noCost}/no_cost_form/submit`),
  'add to the cart': () => s.post('cart/add', { venueId: classes.cart, venueType: 'CLASS' }),
  'check out': () =>
    s.post('cart/checkout', {
      paymentInfo: card(),
      howYouHearId: null,
      cart,
      amount: Math.max(0, cart.total_price - cart.total_discount),
      idempotencyKey: newKey(),
    }),
  'pay a charge': () =>
    s.post('student/account/charges/pay', {
      charges: [{ chargeId, amount: 20 }],
      payment: card(),
      amount: 20,
      idempotencyKey: newKey(),
    }),
});

/** A student with something in the cart and a charge to pay, put there as the school would. */
async function withCartAndCharge(s: Caller) {
  await ctx.db.query(
    `INSERT INTO cart_items (student_id, venue_type, venue_id, price)
     SELECT $1, 'CLASS', id, total_price FROM classes WHERE code = 'WEL-150-A'`,
    [s.studentId],
  );
  const chargeId = await chargeFor(s.studentId);
  const cart = seenCart(cartSchema.parse((await s.get('cart')).json().data));
  expect(cart.items).toHaveLength(1);
  return actions(s, chargeId, cart);
}

const TABLES = ['registration_infos', 'enrollments', 'cart_items', 'payments', 'payment_attempts'];
const rowsOfAll = (studentId: number) => Promise.all(TABLES.map((t) => rowsOf(t, studentId)));

describe('a student who must complete personal information first (shell spec 6)', () => {
  it.each([
    'open a registration form (POST /registration)',
    'read the no-cost form',
    'submit the no-cost form (a seat)',
    'add to the cart',
    'check out',
    'pay a charge',
  ] as const)('is refused: %s, and nothing changes', async (what) => {
    const s = await callerFor(ctx, await flaggedStudent());
    const send = (await withCartAndCharge(s))[what];
    const before = await rowsOfAll(s.studentId);
    const res = await send();
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: REFUSED });
    expect(await rowsOfAll(s.studentId)).toEqual(before);
  });

  it('is newuser@demo.school, let through with the same token once the card is submitted', async () => {
    const s = newUser;
    expect((await s.get('student/get')).json().data.student.requiresPersonalInfo).toBe(true);
    const act = await withCartAndCharge(s);
    for (const send of Object.values(act)) expect((await send()).statusCode).toBe(403);

    const completed = await s.post('student/complete_info', {
      firstName: 'Nina',
      lastName: 'Newman',
      password: 'Student#2026',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.student.requiresPersonalInfo).toBe(false);
    // The rule, not the request, was what refused: the same calls now go through.
    for (const what of ['read the no-cost form', 'add to the cart', 'pay a charge'] as const)
      expect({ what, status: (await act[what]()).statusCode }).toEqual({ what, status: 200 });
  });

  it('may read their session and cart, log page views, complete their info and sign out', async () => {
    const s = await callerFor(ctx, await flaggedStudent());
    expect((await s.get('student/get')).statusCode).toBe(200);
    expect((await s.get('cart')).statusCode).toBe(200);
    const view = {
      type: 'page',
      action: 'view',
      target: 'Profile',
      targetId: null,
      targetPath: '/profile',
      targetType: 'route',
    };
    expect((await s.post('student/action', view)).statusCode).toBe(200);
    // A catalog read is a visitor's too: open with the token.
    expect((await s.get('course_categories/')).statusCode).toBe(200);
    // An invalid completion is refused by its own rules, not by this one.
    const invalid = await s.post('student/complete_info', { firstName: '', lastName: '', password: 'x' });
    expect(invalid.json().errorCode).not.toBe(PERSONAL_INFO_REQUIRED_CODE);
    expect((await s.post('student/logout', {})).statusCode).toBe(200);
  });

  it('is refused every other endpoint that takes a signed-in student, before its input is read', async () => {
    const s = await callerFor(ctx, await flaggedStudent());
    const gated = allEndpoints.filter((e) => e.auth === 'student' && !OPEN_BEFORE_PERSONAL_INFO.has(e));
    expect(gated.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const e of gated) {
      const params = Object.fromEntries(pathParamNames(e.path).map((name) => [name, '1']));
      const url = `/api${routeUrl({ path: endpointUrl(e, { params }) })}`;
      const res = await ctx.inject({
        method: e.method,
        url,
        headers: { authorization: `Bearer ${s.token}` },
        // Not a valid input for any of them: the refusal comes first.
        payload: e.method === 'POST' ? {} : undefined,
      });
      const body = res.json() as { errorCode?: string; errorMessage?: string };
      if (res.statusCode !== 403 || body.errorCode !== PERSONAL_INFO_REQUIRED_CODE)
        wrong.push(`${e.method} ${e.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else expect(body.errorMessage).toBe(PERSONAL_INFO_REQUIRED_MESSAGE);
    }
    expect(wrong).toEqual([]);
  });

  it("lets a guardian switch through a related student who must complete it, and nothing of that student's else", async () => {
    const guardian = await callerFor(ctx, await studentIdOf(ctx.db, 'guardian@demo.school'));
    const emma = await studentIdOf(ctx.db, 'emma.parker@demo.school');
    const liam = await studentIdOf(ctx.db, 'liam.parker@demo.school');
    await ctx.db.query('UPDATE students SET requires_personal_info = true WHERE id = $1', [emma]);
    try {
      expect((await guardian.get(`student/impersonate/${emma}`)).statusCode).toBe(200);
      const refused = await guardian.post('cart/add', { venueId: classes.cart, venueType: 'CLASS' });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: REFUSED });
      // Completing it is hers alone (it sets her password): refused by its own rule, as before.
      const complete = await guardian.post('student/complete_info', {
        firstName: 'Emma',
        lastName: 'Parker',
        password: 'Student#2026',
      });
      expect(complete.json().errorCode).not.toBe(PERSONAL_INFO_REQUIRED_CODE);
      // Straight on to her brother, or back to the guardian's own account.
      expect((await guardian.get(`student/impersonate/${liam}`)).statusCode).toBe(200);
      expect((await guardian.get('cart')).statusCode).toBe(200);
      expect((await guardian.get(`student/impersonate/${emma}`)).statusCode).toBe(200);
      expect((await guardian.get('student/impersonate/original')).statusCode).toBe(200);
    } finally {
      await ctx.db.query('UPDATE students SET requires_personal_info = false WHERE id = $1', [emma]);
    }
  });

  it('keeps a guardian who must complete their own info from switching into a related student', async () => {
    const guardianId = await studentIdOf(ctx.db, 'guardian@demo.school');
    const emma = await studentIdOf(ctx.db, 'emma.parker@demo.school');
    const guardian = await callerFor(ctx, guardianId);
    await ctx.db.query('UPDATE students SET requires_personal_info = true WHERE id = $1', [guardianId]);
    try {
      const res = await guardian.get(`student/impersonate/${emma}`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: REFUSED });
    } finally {
      await ctx.db.query('UPDATE students SET requires_personal_info = false WHERE id = $1', [guardianId]);
    }
  });
});

let flagged = 0;
/** A student of its own, flagged as the seed flags newuser@demo.school. */
async function flaggedStudent(): Promise<number> {
  flagged += 1;
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO students (email, first_name, last_name, password_hash, is_verified, student_record_id,
                           requires_personal_info)
     SELECT 'flagged' || $1 || '@personal-info.test', '', '', password_hash, true, 'RB-PI-' || $1, true
       FROM students WHERE email = $2
     RETURNING id`,
    [flagged, NEW_USER],
  );
  return row!.id;
}
