import { buildApp } from '../../app';
import {
  cartSchema,
  checkoutResultSchema,
  howDoYouHearListSchema,
  paymentListSchema,
  type Cart,
  type Payment,
} from '../../contracts';
import {
  closeTestContext,
  createTestContext,
  loggerInto,
  request,
  type TestContext,
} from '../../../test/support/context';
import {
  bank,
  card,
  classIdOf,
  newKey,
  seenCart,
  studentCredit,
  testStudents,
  wallet,
  type Caller,
} from '../../../test/support/payments';
import { expectError } from '../../../test/support/accounts';
import { CART_CLASS_CODE } from './seed/payments-demo';

let ctx: TestContext;
let students: Caller[];
let cartClass: number;
let otherClass: number;
beforeAll(async () => {
  ctx = await createTestContext();
  students = await testStudents(ctx, 26);
  cartClass = await classIdOf(ctx.db, CART_CLASS_CODE);
  otherClass = await classIdOf(ctx.db, 'WEL-150-A');
}, 60_000);
afterAll(() => closeTestContext(ctx));

let next = 0;
/** A test student of its own for each test. */
const fresh = () => students[next++]!;

const addToCart = async (s: Caller, venueId = cartClass) => {
  const res = await s.post('cart/add', { venueId, venueType: 'CLASS' });
  expect(res.statusCode).toBe(200);
};
const cartOf = async (s: Caller): Promise<Cart> => cartSchema.parse((await s.get('cart')).json().data);
/** POST /cart/discount/ for a class of the cart. */
const applyCode = (s: Caller, discountCode: string, venueId = cartClass) =>
  s.post('cart/discount/', { venue_type: 'CLASS', venue_id: venueId, discount_code: discountCode });

const checkoutBody = (cart: Cart, paymentInfo: Payment = card(), extra: Record<string, unknown> = {}) => ({
  paymentInfo,
  howYouHearId: 1,
  cart: seenCart(cart),
  amount: Math.max(0, Math.round((cart.total_price - cart.total_discount) * 100) / 100),
  idempotencyKey: newKey(),
  ...extra,
});

const checkoutCount = async (s: Caller) => {
  const [row] = await ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM payments WHERE student_id = $1 AND source = 'checkout'",
    [s.studentId],
  );
  return row!.n;
};
const enrolledIn = async (s: Caller, classId = cartClass) =>
  (
    await ctx.db.query(
      `SELECT 1 FROM enrollments WHERE student_id = $1 AND venue_type = 'CLASS' AND venue_id = $2 AND status <> 'dropped'`,
      [s.studentId, classId],
    )
  ).length > 0;
const attempts = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts'))[0]!.n;

const REFUSED = { retryEnabled: false, backEnabled: true };

describe('GET /api/cart/how_do_you_hear_list', () => {
  it('lists the options', async () => {
    const res = await fresh().get('cart/how_do_you_hear_list');
    const { options } = howDoYouHearListSchema.parse(res.json().data);
    expect(options.map((o) => o.title)).toEqual([
      'Search engine',
      'Social media',
      'A friend or family member',
      'School website',
      'Newspaper or radio',
      'Other',
    ]);
  });
});

describe('POST /api/cart/checkout', () => {
  it('pays by card: enrolls, empties the cart, records one payment and a paid charge', async () => {
    const s = fresh();
    await addToCart(s);
    const cart = await cartOf(s);
    expect(cart).toMatchObject({ total_price: 59, total_discount: 0 });
    expect(cart.items[0]).toMatchObject({ venue_id: cartClass, price: 59, discount: 0, discount_code: null });
    const before = paymentListSchema.parse((await s.get('student/account/payments')).json().data).payments;

    const res = await s.post('cart/checkout', checkoutBody(cart));
    expect(res.statusCode).toBe(200);
    const result = checkoutResultSchema.parse(res.json().data);
    expect(result).toEqual({
      paidAmount: 59,
      verificationCode: expect.stringMatching(/^[A-Z0-9]{10}$/),
      cart: { items: [], total_price: 0, total_discount: 0 },
    });
    expect(await cartOf(s)).toEqual({ items: [], total_price: 0, total_discount: 0 });
    expect(await enrolledIn(s)).toBe(true);
    const [enrollment] = await ctx.db.query<{ source: string; amount_paid: number; payment_id: number }>(
      `SELECT source, amount_paid, payment_id FROM enrollments WHERE student_id = $1 AND venue_id = $2`,
      [s.studentId, cartClass],
    );
    expect(enrollment).toMatchObject({ source: 'checkout', amount_paid: 59 });

    const payments = paymentListSchema.parse((await s.get('student/account/payments')).json().data).payments;
    expect(payments).toHaveLength(before.length + 1);
    expect(payments[0]).toEqual({
      paymentId: enrollment!.payment_id,
      date: expect.any(String),
      description: 'Checkout: Personal Finance Basics',
      amount: 59,
      method: 'Visa ending 1111',
      verificationCode: result.verificationCode,
    });
    const charges = (await s.get('student/account/charges')).json().data.charges;
    expect(
      charges.find((c: { description: string }) => c.description === 'Checkout: Personal Finance Basics'),
    ).toMatchObject({
      charged: 59,
      paid: 59,
      balance: 0,
      due: 0,
    });
    // Browse reads the enrollment: the class is now 'enrolled' for this student.
    const view = (await s.get(`class/${cartClass}`)).json().data.class;
    expect(view).toMatchObject({ enrollState: 'enrolled' });
    const [stored] = await ctx.db.query<{ how_you_heard_id: number; last4: string; card_brand: string }>(
      'SELECT how_you_heard_id, last4, card_brand FROM payments WHERE id = $1',
      [enrollment!.payment_id],
    );
    expect(stored).toEqual({ how_you_heard_id: 1, last4: '1111', card_brand: 'visa' });
  });

  it('pays by bank debit, with a discount', async () => {
    const s = fresh();
    await addToCart(s);
    const discounted = await applyCode(s, 'welcome50');
    expect(discounted.statusCode).toBe(200);
    const cart = await cartOf(s);
    expect(cart).toMatchObject({ total_price: 59, total_discount: 50 });
    const res = await s.post('cart/checkout', checkoutBody(cart, bank(), { howYouHearId: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paidAmount).toBe(9);
    const payments = paymentListSchema.parse((await s.get('student/account/payments')).json().data).payments;
    expect(payments[0]).toMatchObject({ amount: 9, method: 'Bank account ending 6789' });
    const [enrollment] = await ctx.db.query<{ amount_paid: number }>(
      'SELECT amount_paid FROM enrollments WHERE student_id = $1 AND venue_id = $2',
      [s.studentId, cartClass],
    );
    expect(enrollment!.amount_paid).toBe(9);
  });

  it('refuses a declined card (402, no retry), enrolls nothing, keeps the cart, and replays the decline for that key', async () => {
    const s = fresh();
    await addToCart(s);
    const cart = await cartOf(s);
    const body = checkoutBody(cart, card('4000000000000002'));
    const res = await s.post('cart/checkout', body);
    expectError(res, 402, 'payment_declined', 'Your card was declined. Please use another card.', REFUSED);
    expect(await enrolledIn(s)).toBe(false);
    expect(await cartOf(s)).toEqual(cart);
    expect(await checkoutCount(s)).toBe(0);
    // The same key again: the same answer, nothing charged.
    const again = await s.post('cart/checkout', body);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 402, body: res.json() });
    // A new try (a new key) with another card goes through.
    const ok = await s.post('cart/checkout', { ...body, paymentInfo: card(), idempotencyKey: newKey() });
    expect(ok.statusCode).toBe(200);
    expect(await checkoutCount(s)).toBe(1);
  });

  it('answers a gateway error with 502 and retry enabled', async () => {
    const s = fresh();
    await addToCart(s);
    const res = await s.post('cart/checkout', checkoutBody(await cartOf(s), card('4000000000000119')));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      errorCode: 'gateway_error',
      errorMessage: 'The payment gateway did not answer. Please try again.',
      data: { retryEnabled: true, backEnabled: true },
    });
    expect(await enrolledIn(s)).toBe(false);
    expect((await cartOf(s)).items).toHaveLength(1);
  });

  it('charges once for one key sent twice, and replays the same reply', async () => {
    const s = fresh();
    await addToCart(s);
    const body = checkoutBody(await cartOf(s));
    const first = await s.post('cart/checkout', body);
    const second = await s.post('cart/checkout', body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await checkoutCount(s)).toBe(1);
    // The same key with other details is refused.
    const changed = await s.post('cart/checkout', {
      ...body,
      paymentInfo: {
        ...body.paymentInfo,
        billingInfo: { ...(body.paymentInfo.billingInfo as object), city: 'Elsewhere' },
      },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      errorCode: 'idempotency_key_reused',
      errorMessage: 'This payment was already submitted with different details.',
      data: REFUSED,
    });
    expect(await checkoutCount(s)).toBe(1);
  });

  it('charges once for one key sent three times at once', async () => {
    const s = fresh();
    await addToCart(s);
    const body = checkoutBody(await cartOf(s));
    const replies = await Promise.all([1, 2, 3].map(() => s.post('cart/checkout', body)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const r of replies.filter((reply) => reply.statusCode === 409))
      expect(r.json()).toMatchObject({
        errorCode: 'payment_in_progress',
        data: { retryEnabled: true, backEnabled: false },
      });
    const codes = new Set(
      replies.filter((r) => r.statusCode === 200).map((r) => r.json().data.verificationCode),
    );
    expect(codes.size).toBe(1);
    expect(await checkoutCount(s)).toBe(1);
  });

  it('charges once for two keys at once on one cart: the second finds it bought', async () => {
    const s = fresh();
    await addToCart(s);
    const cart = await cartOf(s);
    const replies = await Promise.all(
      [checkoutBody(cart), checkoutBody(cart)].map((b) => s.post('cart/checkout', b)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await checkoutCount(s)).toBe(1);
  });

  it('refuses a cart that changed, an empty cart, a wrong amount and Charge My Account', async () => {
    const s = fresh();
    const empty = await s.post('cart/checkout', {
      ...checkoutBody({ items: [], total_price: 59, total_discount: 0 }),
      cart: { items: [{ venue_type: 'CLASS', venue_id: cartClass }], total_price: 59, total_discount: 0 },
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({
      errorCode: 'cart_empty',
      errorMessage: 'Your cart is empty.',
      data: REFUSED,
    });

    await addToCart(s);
    const cart = await cartOf(s);
    const changed = [
      { ...seenCart(cart), total_price: 60 },
      { ...seenCart(cart), total_discount: 1 },
      {
        ...seenCart(cart),
        items: [...seenCart(cart).items, { venue_type: 'CLASS' as const, venue_id: otherClass }],
      },
      { ...seenCart(cart), items: [{ venue_type: 'CLASS' as const, venue_id: otherClass }] },
      { ...seenCart(cart), items: [...seenCart(cart).items, ...seenCart(cart).items] },
    ];
    for (const seen of changed) {
      const res = await s.post('cart/checkout', { ...checkoutBody(cart), cart: seen });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 409,
        body: {
          result: 'error',
          errorCode: 'cart_changed',
          errorMessage: 'Your cart has changed. Please review it and try again.',
          data: REFUSED,
        },
      });
    }
    const wrongAmount = await s.post('cart/checkout', checkoutBody(cart, card(), { amount: 58 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toMatchObject({ errorCode: 'amount_mismatch' });
    const credit = await s.post('cart/checkout', checkoutBody(cart, studentCredit));
    expect(credit.statusCode).toBe(400);
    expect(credit.json()).toMatchObject({
      errorCode: 'payment_method_unavailable',
      errorMessage: 'Charge My Account is not available for this payment',
    });
    const paypal = await s.post('cart/checkout', checkoutBody(cart, wallet('APPROVED-1')));
    expect(paypal.json()).toMatchObject({ errorCode: 'payment_method_unavailable' });
    expect(await checkoutCount(s)).toBe(0);
    expect((await cartOf(s)).items).toHaveLength(1);
  });

  it('refuses an amount that is the total due only once rounded to the cent', async () => {
    const s = fresh();
    await addToCart(s);
    const cart = await cartOf(s);
    expect(cart.total_price - cart.total_discount).toBe(59);
    // Both pass the schema's whole-cents check (its tolerance is for float noise) and round to $ 59.00.
    for (const amount of [59.000000001, 58.999999999]) {
      const res = await s.post('cart/checkout', checkoutBody(cart, card(), { amount }));
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: {
          result: 'error',
          errorCode: 'amount_mismatch',
          errorMessage: 'The amount does not match the total due.',
          data: REFUSED,
        },
      });
    }
    expect(await checkoutCount(s)).toBe(0);
    expect(await enrolledIn(s)).toBe(false);
  });

  it.each([
    ['a card number that fails the Luhn check', card('4111111111111112'), 'Invalid card number'],
    [
      'an expired card',
      card('4111111111111111', { expirationDate: '01/20' }),
      'Invalid card expiration date',
    ],
    ['a month 13', card('4111111111111111', { expirationDate: '13/30' }), 'Invalid card expiration date'],
    ['a 3-digit Amex code', card('378282246310005', { securityCode: '123' }), 'Invalid security code'],
    ['a 4-digit Visa code', card('4111111111111111', { securityCode: '1234' }), 'Invalid security code'],
    ['a routing number that fails the checksum', bank('000123456789', '011000016'), 'Invalid routing number'],
  ])('refuses %s with 400 before anything is recorded', async (_what, payment, message) => {
    const s = fresh();
    await addToCart(s);
    const before = await attempts();
    const body = checkoutBody(await cartOf(s), payment);
    const res = await s.post('cart/checkout', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'invalid_payment_info',
      errorMessage: message,
      data: { ...REFUSED, fields: expect.any(Object) },
    });
    expect(await attempts()).toBe(before);
    // Fixed, the same key goes through: the refusal recorded nothing.
    const ok = await s.post('cart/checkout', { ...body, paymentInfo: card() });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown "how did you hear" option', async () => {
    const s = fresh();
    await addToCart(s);
    const res = await s.post('cart/checkout', checkoutBody(await cartOf(s), card(), { howYouHearId: 99999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'invalid_input',
      data: { fields: { howYouHearId: expect.any(String) } },
    });
  });

  it('refuses a class that filled up or that the student is already enrolled in, before charging', async () => {
    const s = fresh();
    await addToCart(s, otherClass);
    const cart = await cartOf(s);
    const [saved] = await ctx.db.query<{ capacity: number; offline_enrolled: number }>(
      'SELECT capacity, offline_enrolled FROM classes WHERE id = $1',
      [otherClass],
    );
    await ctx.db.query('UPDATE classes SET capacity = 0, offline_enrolled = 0 WHERE id = $1', [otherClass]);
    try {
      const full = await s.post('cart/checkout', checkoutBody(cart));
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        errorCode: 'class_full',
        errorMessage: 'Blueprint Reading for Welders is full.',
      });
    } finally {
      await ctx.db.query('UPDATE classes SET capacity = $2, offline_enrolled = $3 WHERE id = $1', [
        otherClass,
        saved!.capacity,
        saved!.offline_enrolled,
      ]);
    }
    await ctx.db.query(
      `INSERT INTO enrollments (student_id, venue_type, venue_id, source) VALUES ($1, 'CLASS', $2, 'office')`,
      [s.studentId, otherClass],
    );
    const enrolled = await s.post('cart/checkout', checkoutBody(cart));
    expect(enrolled.statusCode).toBe(409);
    expect(enrolled.json()).toMatchObject({ errorCode: 'already_enrolled' });
    expect(await checkoutCount(s)).toBe(0);
  });

  it('never asks for less than 0: a discount above the price makes a free checkout, without the gateway', async () => {
    await ctx.db.query(
      `INSERT INTO discount_codes (code, amount_off_cents) VALUES ('EVERYTHINGFREE', 1000000)`,
    );
    const s = fresh();
    await addToCart(s);
    const applied = await applyCode(s, 'EverythingFree');
    expect(applied.json().data).toMatchObject({
      total_price: 59,
      total_discount: 59,
      items: [{ discount: 59, discount_code: 'EVERYTHINGFREE' }],
    });
    const cart = await cartOf(s);
    // The card would be declined: it is never asked.
    const res = await s.post('cart/checkout', checkoutBody(cart, card('4000000000000002'), { amount: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paidAmount: 0, cart: { items: [] } });
    expect(await enrolledIn(s)).toBe(true);
    const [payment] = (await s.get('student/account/payments')).json().data.payments;
    expect(payment).toMatchObject({ amount: 0, method: 'No payment due' });
  });

  it('takes the digital wallet where the school has one', async () => {
    const school = {
      ...ctx.school,
      payments: { ...ctx.school.payments, digitalWalletClientId: 'sandbox-client' },
    };
    const app = buildApp({ db: ctx.db, school });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const s = fresh();
      const post = (payload: unknown) =>
        request(`http://127.0.0.1:${address.port}`, {
          method: 'POST',
          url: '/api/cart/checkout',
          headers: { authorization: `Bearer ${s.token}` },
          payload,
        });
      await addToCart(s);
      const cart = await cartOf(s);
      const declined = await post(checkoutBody(cart, wallet('DECLINED-42')));
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({ errorCode: 'payment_declined', data: REFUSED });
      const ok = await post(checkoutBody(cart, wallet('5O190127TN364715T')));
      expect(ok.statusCode).toBe(200);
      const [payment] = (await s.get('student/account/payments')).json().data.payments;
      expect(payment).toMatchObject({ amount: 59, method: 'PayPal' });
    } finally {
      await app.close();
    }
  });

  it('never writes a card or account number, or a link token, to the log', async () => {
    const lines: string[] = [];
    const secrets = ['4000000000000002', '4111111111111112', '4111111111111111', '555566667777'];
    const app = buildApp({ db: ctx.db, school: ctx.school, logger: loggerInto(lines, 'trace') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const baseUrl = `http://127.0.0.1:${address.port}`;
      const headers = (s: Caller) => ({ authorization: `Bearer ${s.token}` });
      const s = fresh();
      await addToCart(s);
      const cart = await cartOf(s);
      for (const payment of [card('4000000000000002'), card('4111111111111112'), bank('555566667777')]) {
        await request(baseUrl, {
          method: 'POST',
          url: '/api/cart/checkout',
          headers: headers(s),
          payload: checkoutBody(cart, payment),
        });
      }
      // A body the server cannot parse either.
      await request(baseUrl, {
        method: 'POST',
        url: '/api/cart/checkout',
        headers: headers(s),
        payload: '{"cardNumber":"4111111111111111",',
      });
      // Nor the token of a receipt or statement link, a capability in the URL's path.
      const link = await request(baseUrl, {
        url: '/api/student/account/statement/link',
        headers: headers(s),
      });
      const { url } = link.json().data as { url: string };
      secrets.push(url.split('/').pop()!);
      expect((await request(baseUrl, { url })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/files/[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('POST /api/cart/discount/', () => {
  it('sets a valid code on the item, in any case, and replies the cart', async () => {
    const s = fresh();
    await addToCart(s);
    const res = await applyCode(s, ' Welcome50 ');
    expect(res.statusCode).toBe(200);
    const cart = cartSchema.parse(res.json().data);
    expect(cart).toMatchObject({ total_price: 59, total_discount: 50 });
    expect(cart.items[0]).toMatchObject({ price: 59, discount: 50, discount_code: 'WELCOME50' });
  });

  it.each([
    ['an unknown code', 'NOPE2026', 400, 'invalid_discount_code', 'Invalid discount code'],
    ['an expired code', 'SPRING2025', 400, 'discount_code_expired', 'This discount code has expired'],
  ])('refuses %s', async (_what, code, status, errorCode, errorMessage) => {
    const s = fresh();
    await addToCart(s);
    const res = await applyCode(s, code);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status,
      body: { result: 'error', errorCode, errorMessage, data: null },
    });
    expect((await cartOf(s)).total_discount).toBe(0);
  });

  it('refuses a code for another class, and a class not in the cart', async () => {
    const s = fresh();
    await addToCart(s, otherClass);
    const other = await applyCode(s, 'WELCOME50', otherClass);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      errorCode: 'discount_code_not_applicable',
      errorMessage: 'This discount code does not apply to this class',
    });
    const notInCart = await applyCode(s, 'WELCOME50');
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json()).toMatchObject({
      errorCode: 'not_found',
      errorMessage: 'This class is not in your cart.',
      data: null,
    });
    const empty = await applyCode(s, '  ', otherClass);
    expect(empty.statusCode).toBe(400);
  });
});
