import { chargeListSchema, documentLinkSchema, paymentListSchema, type Charge } from '../../contracts';
import { useAreaTest } from '../../../test/support/area-test';
import { bank, card, newKey, studentCredit, type Caller } from '../../../test/support/payments';
import { PDF_CONTENT_SECURITY_POLICY } from '../../files';

const area = useAreaTest(24);

const chargesOf = async (s: Caller, payable = false): Promise<Charge[]> => {
  const res = await s.get(payable ? 'student/account/payable_charges' : 'student/account/charges');
  expect(res.statusCode).toBe(200);
  return chargeListSchema.parse(res.json().data).charges;
};
const byDescription = (charges: Charge[], text: string) => {
  const charge = charges.find((c) => c.description.startsWith(text));
  if (!charge) throw new Error(`no charge "${text}"`);
  return charge;
};
const paymentsOf = async (s: Caller) =>
  paymentListSchema.parse((await s.get('student/account/payments')).json().data).payments;
const pay = (s: Caller, lines: [number, number][], extra: Record<string, unknown> = {}) =>
  s.post('student/account/charges/pay', {
    charges: lines.map(([chargeId, amount]) => ({ chargeId, amount })),
    payment: card(),
    amount: Math.round(lines.reduce((sum, [, amount]) => sum + amount, 0) * 100) / 100,
    idempotencyKey: newKey(),
    ...extra,
  });

const REFUSED = { retryEnabled: false, backEnabled: true };

/** Days from the database's today, as the seed wrote them. */
const today = async () => (await area.ctx.db.query<{ d: string }>('SELECT current_date::text AS d'))[0]!.d;
const dayFrom = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /api/student/account/charges and payable_charges', () => {
  it("shows every kind of charge of the demo student's, newest first", async () => {
    const day = await today();
    const charges = await chargesOf(area.demo);
    expect(charges.map((c) => c.description)).toEqual([
      'Tuition deposit – Fall term',
      'Payment plan – IT Support Specialist',
      'Lab fee – Welding I',
      'Payment plan – Patient Care Technician',
      'Payment plan – Welding Technician Certificate',
      'Payment plan – Culinary Foundations',
      'Registration fee – Spring term',
    ]);
    const pick = (text: string) => {
      const { chargeId: _id, ...rest } = byDescription(charges, text);
      return rest;
    };
    expect(pick('Lab fee')).toEqual({
      date: dayFrom(day, -35),
      description: 'Lab fee – Welding I',
      charged: 120,
      paid: 0,
      balance: 120,
      pastDue: 120,
      nextDue: 0,
      nextDueDate: null,
      due: 120,
      isPlan: false,
      isLatePastDue: false,
      pastDueLateDays: 20,
      maxPayAmount: 120,
    });
    expect(pick('Tuition deposit')).toMatchObject({
      charged: 750,
      balance: 750,
      pastDue: 0,
      nextDue: 0,
      due: 0,
      isPlan: false,
      maxPayAmount: 750,
    });
    expect(pick('Payment plan – Welding')).toMatchObject({
      charged: 1200,
      paid: 300,
      balance: 900,
      pastDue: 300,
      nextDue: 300,
      nextDueDate: dayFrom(day, 15),
      due: 600,
      isPlan: true,
      isLatePastDue: false,
      pastDueLateDays: 15,
    });
    expect(pick('Payment plan – IT Support')).toMatchObject({
      balance: 900,
      pastDue: 0,
      nextDue: 300,
      nextDueDate: dayFrom(day, 10),
      due: 300,
      isLatePastDue: false,
      pastDueLateDays: 0,
    });
    expect(pick('Payment plan – Patient Care')).toMatchObject({
      paid: 500,
      balance: 1000,
      pastDue: 0,
      nextDue: 0,
      nextDueDate: null,
      due: 0,
      isLatePastDue: false,
    });
    expect(pick('Payment plan – Culinary')).toMatchObject({
      paid: 450,
      balance: 1350,
      pastDue: 900,
      nextDue: 450,
      due: 1350,
      isLatePastDue: true,
      pastDueLateDays: 45,
    });
    expect(pick('Registration fee')).toMatchObject({
      charged: 75,
      paid: 75,
      balance: 0,
      due: 0,
      maxPayAmount: 0,
    });

    const payable = await chargesOf(area.demo, true);
    expect(payable.map((c) => c.description)).toEqual(
      charges.filter((c) => c.balance > 0).map((c) => c.description),
    );
    expect(payable).toHaveLength(6);
  });

  it('lists the earlier payments, newest first, and none of another student', async () => {
    const payments = await paymentsOf(area.demo);
    expect(payments.map((p) => [p.amount, p.method])).toEqual([
      [500, 'Mastercard ending 4444'],
      [300, 'Bank account ending 6789'],
      [525, 'Visa ending 1111'],
    ]);
    const other = await paymentsOf(area.fresh());
    expect(other.map((p) => p.paymentId).filter((id) => payments.some((p) => p.paymentId === id))).toEqual(
      [],
    );
  });
});

describe('POST /api/student/account/charges/pay', () => {
  it('pays part of a charge, and then some of two at once', async () => {
    const s = area.fresh();
    const lab = byDescription(await chargesOf(s), 'Lab fee');
    const res = await pay(s, [[lab.chargeId, 20]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      paidAmount: 20,
      verificationCode: expect.stringMatching(/^[A-Z0-9]{10}$/),
    });
    const after = byDescription(await chargesOf(s), 'Lab fee');
    expect(after).toMatchObject({ paid: 20, balance: 100, pastDue: 100, due: 100, maxPayAmount: 100 });
    const [latest] = await paymentsOf(s);
    expect(latest).toMatchObject({
      amount: 20,
      method: 'Visa ending 1111',
      description: 'Account payment: Lab fee – Welding I',
      verificationCode: res.json().data.verificationCode,
    });

    const charges = await chargesOf(s);
    const welding = byDescription(charges, 'Payment plan – Welding');
    const deposit = byDescription(charges, 'Tuition deposit');
    const two = await pay(
      s,
      [
        [welding.chargeId, 300],
        [deposit.chargeId, 100.5],
      ],
      { payment: bank() },
    );
    expect(two.statusCode).toBe(200);
    expect(two.json().data.paidAmount).toBe(400.5);
    const later = await chargesOf(s);
    // The payment covers the oldest installment still owed: the one 15 days past due.
    expect(byDescription(later, 'Payment plan – Welding')).toMatchObject({
      balance: 600,
      pastDue: 0,
      nextDue: 300,
    });
    expect(byDescription(later, 'Tuition deposit')).toMatchObject({ paid: 100.5, balance: 649.5 });
    expect((await paymentsOf(s))[0]).toMatchObject({ amount: 400.5, method: 'Bank account ending 6789' });
  });

  it('pays a charge off: it leaves the payable list', async () => {
    const s = area.fresh();
    const lab = byDescription(await chargesOf(s), 'Lab fee');
    expect((await pay(s, [[lab.chargeId, 120]])).statusCode).toBe(200);
    expect((await chargesOf(s, true)).map((c) => c.chargeId)).not.toContain(lab.chargeId);
    expect(byDescription(await chargesOf(s), 'Lab fee')).toMatchObject({ balance: 0, due: 0, pastDue: 0 });
  });

  it('refuses more than a charge owes, a late plan, a total that does not add up, and Charge My Account', async () => {
    const s = area.fresh();
    const charges = await chargesOf(s);
    const lab = byDescription(charges, 'Lab fee');
    const culinary = byDescription(charges, 'Payment plan – Culinary');
    const before = (await paymentsOf(s)).length;

    const tooMuch = await pay(s, [[lab.chargeId, 120.01]]);
    expect({ status: tooMuch.statusCode, body: tooMuch.json() }).toEqual({
      status: 400,
      body: {
        result: 'error',
        errorCode: 'amount_too_large',
        // The Select step's words for the same amount typed there.
        errorMessage: 'The amount cannot be more than $ 120.00',
        data: { ...REFUSED, fields: { 'charges.0.amount': 'The amount cannot be more than $ 120.00' } },
      },
    });
    const late = await pay(s, [[culinary.chargeId, 10]]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'charge_past_due',
      errorMessage: '45 day(s) past due, please contact school',
      data: REFUSED,
    });
    const mismatch = await pay(s, [[lab.chargeId, 10]], { amount: 11 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ errorCode: 'amount_mismatch' });
    const twice = await pay(s, [
      [lab.chargeId, 10],
      [lab.chargeId, 10],
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ errorCode: 'duplicate_charge' });
    const credit = await pay(s, [[lab.chargeId, 10]], { payment: studentCredit });
    expect(credit.statusCode).toBe(400);
    expect(credit.json()).toMatchObject({
      errorCode: 'payment_method_unavailable',
      errorMessage: 'Charge My Account is not available for this payment',
    });
    const badCard = await pay(s, [[lab.chargeId, 10]], {
      payment: card('4111111111111111', { securityCode: '12' }),
    });
    expect(badCard.statusCode).toBe(400);
    const declined = await pay(s, [[lab.chargeId, 10]], { payment: card('4000000000000002') });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ errorCode: 'payment_declined', data: REFUSED });
    const bankDeclined = await pay(s, [[lab.chargeId, 10]], { payment: bank('000000000000') });
    expect(bankDeclined.json()).toMatchObject({
      errorCode: 'payment_declined',
      errorMessage: 'The bank account was declined.',
    });
    expect((await paymentsOf(s)).length).toBe(before);
    expect(byDescription(await chargesOf(s), 'Lab fee').balance).toBe(120);
  });

  describe('refuses what the Select step would not offer, in its words (spec 4.2, 5.5)', () => {
    /** The refusal's status, code and message, and whether anything was paid. */
    const refusal = async (s: Caller, res: Awaited<ReturnType<typeof pay>>, paymentsBefore: number) => ({
      status: res.statusCode,
      errorCode: res.json().errorCode,
      errorMessage: res.json().errorMessage,
      paid: (await paymentsOf(s)).length !== paymentsBefore,
    });

    it('a payment on an up-to-date plan (nothing due now, a balance left)', async () => {
      const s = area.fresh();
      const upToDate = byDescription(await chargesOf(s), 'Payment plan – Patient Care');
      expect(upToDate).toMatchObject({ isPlan: true, due: 0, balance: 1000 });
      const before = (await paymentsOf(s)).length;
      expect(await refusal(s, await pay(s, [[upToDate.chargeId, 100]]), before)).toEqual({
        status: 409,
        errorCode: 'charge_up_to_date',
        errorMessage: 'Payment plan – Patient Care Technician is up to date: there is nothing due on it now.',
        paid: false,
      });
    });

    it('a payment on a late plan, with the days past due', async () => {
      const s = area.fresh();
      const charges = await chargesOf(s);
      const late = byDescription(charges, 'Payment plan – Culinary');
      const lab = byDescription(charges, 'Lab fee');
      const before = (await paymentsOf(s)).length;
      // Its own amounts, and alongside a charge that may be paid: still refused.
      for (const lines of [
        [[late.chargeId, 900]],
        [
          [lab.chargeId, 10],
          [late.chargeId, 1350],
        ],
      ] as [number, number][][])
        expect(await refusal(s, await pay(s, lines), before)).toEqual({
          status: 409,
          errorCode: 'charge_past_due',
          errorMessage: '45 day(s) past due, please contact school',
          paid: false,
        });
    });

    it.each([
      ['1e-9 (0 cents once rounded)', 1e-9, 'Enter an amount in dollars, with up to 2 decimals'],
      [
        '0.30000000000000004 (a sum in floats)',
        0.1 + 0.2,
        'Enter an amount in dollars, with up to 2 decimals',
      ],
      ['10.001 (3 decimals)', 10.001, 'Enter an amount in dollars, with up to 2 decimals'],
      ['-5', -5, 'Enter an amount in dollars, with up to 2 decimals'],
      ['0', 0, 'The amount must be greater than 0'],
      ['120.01 (above maxPayAmount)', 120.01, 'The amount cannot be more than $ 120.00'],
    ])('an amount of %s on a charge, alone or beside another', async (_, amount, message) => {
      const s = area.fresh();
      const charges = await chargesOf(s);
      const lab = byDescription(charges, 'Lab fee');
      const deposit = byDescription(charges, 'Tuition deposit');
      const before = (await paymentsOf(s)).length;
      for (const [lines, index] of [
        [[[lab.chargeId, amount]], 0],
        [
          [
            [deposit.chargeId, 10],
            [lab.chargeId, amount],
          ],
          1,
        ],
      ] as [[number, number][], number][]) {
        const res = await pay(s, lines, {
          amount: lines.reduce((sum, [, value]) => sum + value, 0),
        });
        expect(await refusal(s, res, before)).toEqual({
          status: 400,
          errorCode: amount > 120 ? 'amount_too_large' : 'invalid_amount',
          errorMessage: message,
          paid: false,
        });
        expect(res.json().data.fields).toEqual({ [`charges.${index}.amount`]: message });
      }
      expect(byDescription(await chargesOf(s), 'Lab fee').balance).toBe(120);
    });

    it('an amount on a plan other than the ones offered: its past due, or its past and next due', async () => {
      const s = area.fresh();
      const welding = byDescription(await chargesOf(s), 'Payment plan – Welding');
      expect(welding).toMatchObject({ pastDue: 300, nextDue: 300, balance: 900 });
      const before = (await paymentsOf(s)).length;
      for (const amount of [150, 300.01, 900])
        expect(await refusal(s, await pay(s, [[welding.chargeId, amount]]), before)).toEqual({
          status: 400,
          errorCode: 'amount_not_offered',
          errorMessage:
            'The amount for Payment plan – Welding Technician Certificate must be $ 300.00 or $ 600.00.',
          paid: false,
        });
      // Each amount the step offers is taken.
      expect((await pay(s, [[welding.chargeId, 600]])).statusCode).toBe(200);
    });

    it('a plan with only next due: that amount alone', async () => {
      const s = area.fresh();
      const itSupport = byDescription(await chargesOf(s), 'Payment plan – IT Support');
      const before = (await paymentsOf(s)).length;
      expect(await refusal(s, await pay(s, [[itSupport.chargeId, 100]]), before)).toMatchObject({
        status: 400,
        errorCode: 'amount_not_offered',
        errorMessage: 'The amount for Payment plan – IT Support Specialist must be $ 300.00.',
      });
      expect((await pay(s, [[itSupport.chargeId, 300]])).statusCode).toBe(200);
    });

    it('a total that is not the sum of the amounts to the cent, nor written as one', async () => {
      const s = area.fresh();
      const lab = byDescription(await chargesOf(s), 'Lab fee');
      const before = (await paymentsOf(s)).length;
      for (const amount of [11, 9.99, 10.000000001, 0])
        expect(await refusal(s, await pay(s, [[lab.chargeId, 10]], { amount }), before)).toEqual({
          status: 400,
          errorCode: 'amount_mismatch',
          errorMessage: 'The total does not match the amounts of the charges.',
          paid: false,
        });
    });

    it('a charge listed twice in one request', async () => {
      const s = area.fresh();
      const lab = byDescription(await chargesOf(s), 'Lab fee');
      const before = (await paymentsOf(s)).length;
      expect(
        await refusal(
          s,
          await pay(s, [
            [lab.chargeId, 60],
            [lab.chargeId, 60],
          ]),
          before,
        ),
      ).toEqual({
        status: 400,
        errorCode: 'duplicate_charge',
        errorMessage: 'Each charge can be listed only once.',
        paid: false,
      });
    });
  });

  it("refuses someone else's charge as one that does not exist, showing nothing of it", async () => {
    const s = area.fresh();
    const theirs = byDescription(await chargesOf(area.demo), 'Lab fee');
    const mine = byDescription(await chargesOf(s), 'Lab fee');
    for (const chargeId of [theirs.chargeId, 2_000_000_000]) {
      const res = await pay(s, [
        [mine.chargeId, 1],
        [chargeId, 1],
      ]);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: {
          result: 'error',
          errorCode: 'not_found',
          errorMessage: 'This charge was not found.',
          data: REFUSED,
        },
      });
    }
    expect(byDescription(await chargesOf(area.demo), 'Lab fee').balance).toBe(theirs.balance);
  });

  it('charges once for one key sent twice or at once', async () => {
    const s = area.fresh();
    const lab = byDescription(await chargesOf(s), 'Lab fee');
    const body = {
      charges: [{ chargeId: lab.chargeId, amount: 5 }],
      payment: card(),
      amount: 5,
      idempotencyKey: newKey(),
    };
    const replies = await Promise.all([1, 2, 3].map(() => s.post('student/account/charges/pay', body)));
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const again = await s.post('student/account/charges/pay', body);
    expect(again.statusCode).toBe(200);
    expect(byDescription(await chargesOf(s), 'Lab fee').paid).toBe(5);
    const other = await s.post('student/account/charges/pay', {
      ...body,
      amount: 6,
      charges: [{ chargeId: lab.chargeId, amount: 6 }],
    });
    expect(other.statusCode).toBe(422);
    // The key is the student's own: another student may use the same one.
    const t = area.fresh();
    const theirLab = byDescription(await chargesOf(t), 'Lab fee');
    const same = await t.post('student/account/charges/pay', {
      ...body,
      charges: [{ chargeId: theirLab.chargeId, amount: 5 }],
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('receipts and the statement', () => {
  const fetchFile = (url: string) => area.ctx.inject({ method: 'GET', url });

  it('links a receipt PDF of one payment, for a while', async () => {
    const s = area.fresh();
    const lab = byDescription(await chargesOf(s), 'Lab fee');
    const paid = await pay(s, [[lab.chargeId, 12.34]]);
    const { verificationCode } = paid.json().data;
    const [payment] = await paymentsOf(s);
    const link = await s.get(`student/account/payment/${payment!.paymentId}/receipt/link`);
    expect(link.statusCode).toBe(200);
    const { url } = documentLinkSchema.parse(link.json().data);
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{43}$/);

    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="receipt-${payment!.paymentId}.pdf"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-security-policy']).toBe(PDF_CONTENT_SECURITY_POLICY);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const pdf = Buffer.from(await (await fetch(area.ctx.baseUrl + url)).arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    for (const text of [
      verificationCode,
      '(Riverbend Technical College)',
      '(Payment receipt)',
      '(Casey Tester',
      '($ 12.34)',
      '(Visa ending 1111)',
      '(Lab fee \\226 Welding I)',
    ])
      expect(pdf).toContain(text);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);

    // Ten minutes later the link is gone.
    await area.ctx.db.query(`UPDATE file_links SET expires_at = now() - interval '1 second'`);
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it("refuses another student's payment, and unknown or malformed links", async () => {
    const s = area.fresh();
    const [theirs] = await paymentsOf(area.demo);
    const res = await s.get(`student/account/payment/${theirs!.paymentId}/receipt/link`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { result: 'error', errorCode: 'not_found', errorMessage: 'Payment not found', data: null },
    });
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc', `${'A'.repeat(42)}%00`]) {
      const file = await fetchFile(`/api/files/${token}`);
      expect(file.statusCode).toBe(404);
      expect(file.json()).toMatchObject({ result: 'error', errorCode: 'not_found' });
    }
  });

  it('links the statement: every charge and payment, and the totals', async () => {
    const s = area.fresh();
    const link = await s.get('student/account/statement/link');
    const { url } = documentLinkSchema.parse(link.json().data);
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^inline; filename="statement-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = Buffer.from(await (await fetch(area.ctx.baseUrl + url)).arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    for (const text of [
      '(Account statement)',
      '(Tuition deposit \\226 Fall term)',
      '(Registration fee \\226 Spring term)',
      '(Mastercard ending 4444)',
      // Charged 6,345.00, paid 1,325.00, balance 5,020.00; payments 1,325.00.
      '($ 6,345.00)',
      '($ 5,020.00)',
      '($ 1,325.00)',
    ])
      expect(pdf).toContain(text);
  });
});
