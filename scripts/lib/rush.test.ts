import {
  ACTION_NO_LONGER_VALID,
  checkRush,
  classFullMessage,
  decidePay,
  fullState,
  isGatewayFailure,
  percentile,
  refusalTally,
  summarizeCalls,
} from './rush.mjs';

const CART = {
  key: 'cart',
  venueId: 101,
  title: 'Personal Finance Basics (rush a1)',
  seats: 2,
  waitlistEnabled: true,
};
const FORM = {
  key: 'form',
  venueId: 102,
  title: 'Notary Public (rush a1)',
  seats: 1,
  waitlistEnabled: false,
};

type Racer = ReturnType<typeof winner>;

function winner(studentId: number, classKey: string, code: string, retried = false) {
  return {
    studentId,
    email: `student${studentId}@e2e.test`,
    classKey,
    way: classKey === 'cart' ? 'cart' : 'wizard',
    retried,
    verificationCodes: [code] as string[],
    stoppedAt: null as null | { call: string; status: number; code: string | null; message: string },
    stateAfter: null as null | { enrollState: string; enrollStateTitle: string },
    replay: retried ? { status: 200, verificationCode: code as string | null } : null,
  };
}

function loser(studentId: number, classKey: string, call: string, retried = false): Racer {
  const c = classKey === 'cart' ? CART : FORM;
  const message = call === 'cart/add' ? ACTION_NO_LONGER_VALID : classFullMessage(c.title);
  return {
    ...winner(studentId, classKey, '', retried),
    verificationCodes: [],
    replay: null,
    stoppedAt: { call, status: 409, code: 'class_full', message },
    stateAfter: fullState(c.waitlistEnabled),
  };
}

/** A rush that went right: the cart's two seats to 1 and 2, the form's one to 5; 3, 4, 6, 7 refused. */
function scenario() {
  const racers = [
    winner(1, 'cart', 'CODE000001'),
    winner(2, 'cart', 'CODE000002', true),
    loser(3, 'cart', 'cart/add'),
    loser(4, 'cart', 'cart/checkout', true),
    winner(5, 'form', 'CODE000005'),
    loser(6, 'form', 'registration'),
    loser(7, 'form', 'registration/pay', true),
  ];
  const seat = (studentId: number, paymentId: number) => ({ studentId, paymentId });
  const payment = (studentId: number, paymentId: number, code: string, amountCents: number) => ({
    studentId,
    paymentId,
    amountCents,
    verificationCode: code,
  });
  const charge = (studentId: number, chargeId: number, amountCents: number) => ({
    studentId,
    chargeId,
    amountCents,
    paidCents: amountCents,
  });
  const stored = {
    classes: {
      cart: {
        enrollments: [seat(1, 11), seat(2, 12)],
        payments: [payment(1, 11, 'CODE000001', 5900), payment(2, 12, 'CODE000002', 5900)],
        charges: [charge(1, 21, 5900), charge(2, 22, 5900)],
      },
      form: {
        enrollments: [seat(5, 15)],
        payments: [payment(5, 15, 'CODE000005', 3500)],
        charges: [charge(5, 25, 3500)],
      },
    },
    views: {
      1: { enrolled: true, paymentCodes: ['CODE000001'] },
      2: { enrolled: true, paymentCodes: ['CODE000002'] },
      5: { enrolled: true, paymentCodes: ['CODE000005'] },
    } as Record<number, { enrolled: boolean; paymentCodes: string[] }>,
  };
  return { observations: { classes: [CART, FORM], racers }, stored };
}

const racer = (racers: Racer[], studentId: number) => racers.find((r) => r.studentId === studentId)!;

describe('checkRush', () => {
  it('finds nothing wrong in a rush that went right', () => {
    const { observations, stored } = scenario();
    expect(checkRush(observations, stored)).toEqual([]);
  });

  it('reports overbooking: more enrollments than seats', () => {
    const { observations, stored } = scenario();
    observations.racers[2] = winner(3, 'cart', 'CODE000003');
    stored.classes.cart.enrollments.push({ studentId: 3, paymentId: 13 });
    stored.classes.cart.payments.push({
      studentId: 3,
      paymentId: 13,
      amountCents: 5900,
      verificationCode: 'CODE000003',
    });
    stored.classes.cart.charges.push({ studentId: 3, chargeId: 23, amountCents: 5900, paidCents: 5900 });
    stored.views[3] = { enrolled: true, paymentCodes: ['CODE000003'] };
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): overbooked, 3 enrollments for 2 seats',
    ]);
  });

  it('reports seats left unsold while students were turned away', () => {
    const { observations, stored } = scenario();
    observations.racers[1] = loser(2, 'cart', 'cart/checkout');
    stored.classes.cart.enrollments.pop();
    stored.classes.cart.payments.pop();
    stored.classes.cart.charges.pop();
    delete stored.views[2];
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): 1 of 2 seats taken, though 4 students raced',
    ]);
  });

  it('reports a charge for a student without a seat', () => {
    const { observations, stored } = scenario();
    stored.classes.form.payments.push({
      studentId: 7,
      paymentId: 17,
      amountCents: 3500,
      verificationCode: 'CODE000007',
    });
    stored.classes.form.charges.push({ studentId: 7, chargeId: 27, amountCents: 3500, paidCents: 3500 });
    expect(checkRush(observations, stored)).toEqual([
      'Notary Public (rush a1): student7@e2e.test was charged (1 payment(s)) without a seat',
      'Notary Public (rush a1): student7@e2e.test has 1 charge(s) on the account without a seat',
    ]);
  });

  it('reports a seat without a charge', () => {
    const { observations, stored } = scenario();
    stored.classes.form.payments = [];
    stored.classes.form.charges = [];
    stored.views[5] = { enrolled: true, paymentCodes: [] };
    expect(checkRush(observations, stored)).toEqual([
      'Notary Public (rush a1): student5@e2e.test holds a seat without a payment',
      'Notary Public (rush a1): student5@e2e.test holds a seat without a charge',
      'student5@e2e.test: told CODE000005, their payments list none for Notary Public (rush a1)',
    ]);
  });

  it('reports a double charge, naming a retried key', () => {
    const { observations, stored } = scenario();
    stored.classes.cart.payments.push({
      studentId: 2,
      paymentId: 19,
      amountCents: 5900,
      verificationCode: 'CODE000009',
    });
    stored.classes.cart.charges.push({ studentId: 2, chargeId: 29, amountCents: 5900, paidCents: 5900 });
    stored.views[2] = { enrolled: true, paymentCodes: ['CODE000002', 'CODE000009'] };
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): student2@e2e.test was charged 2 times (its pay call was sent twice with the same key)',
      'Personal Finance Basics (rush a1): student2@e2e.test has 2 charges on the account (its pay call was sent twice with the same key)',
      'student2@e2e.test: told CODE000002, their payments list CODE000002, CODE000009 for Personal Finance Basics (rush a1)',
    ]);
  });

  it('reports two different success replies for one key', () => {
    const { observations, stored } = scenario();
    racer(observations.racers, 2).verificationCodes = ['CODE000002', 'CODE000009'];
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): student2@e2e.test was told of 2 different payments for one key',
    ]);
  });

  it('reports a seat taken by someone who was told the payment failed', () => {
    const { observations, stored } = scenario();
    observations.racers[0] = loser(1, 'cart', 'cart/checkout');
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): student1@e2e.test holds a seat but was never told the payment went through',
      'student1@e2e.test: refused, yet their pages show an enrollment or a payment for Personal Finance Basics (rush a1)',
    ]);
  });

  it('reports a success reply without a seat', () => {
    const { observations, stored } = scenario();
    stored.classes.form.enrollments = [];
    stored.views[5] = { enrolled: false, paymentCodes: ['CODE000005'] };
    expect(checkRush(observations, stored)).toEqual([
      'Notary Public (rush a1): 0 of 1 seats taken, though 3 students raced',
      'Notary Public (rush a1): student5@e2e.test was told it was paid (CODE000005) but holds no seat',
      'Notary Public (rush a1): student5@e2e.test was charged (1 payment(s)) without a seat',
      'Notary Public (rush a1): student5@e2e.test has 1 charge(s) on the account without a seat',
      'student5@e2e.test: told it was paid, but their enrollments do not list Notary Public (rush a1)',
    ]);
  });

  it('reports a payment stored with another code than the one told', () => {
    const { observations, stored } = scenario();
    stored.classes.cart.payments[0]!.verificationCode = 'OTHERCODE1';
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): student1@e2e.test was told CODE000001, the payment stored is OTHERCODE1',
    ]);
  });

  it('reports a seat not linked to its payment, and a charge not paid in full', () => {
    const { observations, stored } = scenario();
    stored.classes.cart.enrollments[0]!.paymentId = 99;
    stored.classes.cart.charges[1]!.paidCents = 100;
    expect(checkRush(observations, stored)).toEqual([
      'Personal Finance Basics (rush a1): charge 22 of student2@e2e.test is not paid in full',
      'Personal Finance Basics (rush a1): the seat of student1@e2e.test is not linked to the payment that bought it',
    ]);
  });

  it('reports a loser told something else than that the class is full', () => {
    const { observations, stored } = scenario();
    racer(observations.racers, 4).stoppedAt = {
      call: 'cart/checkout',
      status: 409,
      code: 'cart_changed',
      message: 'Your cart has changed. Please review it and try again.',
    };
    racer(observations.racers, 6).stoppedAt = {
      call: 'registration',
      status: 409,
      code: 'registration_unavailable',
      message: 'Notary Public (rush a1) is not available.',
    };
    expect(checkRush(observations, stored)).toEqual([
      "student4@e2e.test: told 'Your cart has changed. Please review it and try again.' (409) at cart/checkout, not 'Personal Finance Basics (rush a1) is full.' (409)",
      "student6@e2e.test: told 'Notary Public (rush a1) is not available.' (409) at registration, not 'Notary Public (rush a1) is full.' (409)",
    ]);
  });

  it('reports a server error or a lost connection as neither a seat nor a refusal', () => {
    const { observations, stored } = scenario();
    racer(observations.racers, 7).stoppedAt = {
      call: 'registration/pay',
      status: 500,
      code: 'server-error',
      message: 'Server error!',
    };
    racer(observations.racers, 6).stoppedAt = {
      call: 'registration/sign',
      status: 0,
      code: 'ECONNRESET',
      message: 'socket hang up',
    };
    expect(checkRush(observations, stored)).toEqual([
      "student6@e2e.test: registration/sign answered 0 'socket hang up': neither a seat nor told Notary Public (rush a1) is full",
      "student7@e2e.test: told 'Server error!' (500) at registration/pay, not 'Notary Public (rush a1) is full.' (409)",
    ]);
  });

  describe('with an API process killed mid-race', () => {
    const interrupted = (observations: ReturnType<typeof scenario>['observations']) => {
      racer(observations.racers, 6).stoppedAt = {
        call: 'registration/sign',
        status: 502,
        code: null,
        message: 'HTTP 502',
      };
      racer(observations.racers, 4).stoppedAt = {
        call: 'cart/add',
        status: 0,
        code: 'ECONNRESET',
        message: 'socket hang up',
      };
      racer(observations.racers, 6).stateAfter = null;
      racer(observations.racers, 4).stateAfter = null;
    };

    it('accepts a racer whose call died with the process, when that racer holds nothing', () => {
      const { observations, stored } = scenario();
      interrupted(observations);
      expect(checkRush(observations, stored, { processKilled: true })).toEqual([]);
    });

    it('still reports such a racer when no process was killed', () => {
      const { observations, stored } = scenario();
      interrupted(observations);
      expect(checkRush(observations, stored)).toHaveLength(4);
    });

    it('reports a racer told the call failed who holds the class anyway: an acknowledged write lost its reply', () => {
      const { observations, stored } = scenario();
      interrupted(observations);
      stored.views[6] = { enrolled: true, paymentCodes: [] };
      expect(checkRush(observations, stored, { processKilled: true })).toEqual([
        'student6@e2e.test: told registration/sign failed (502), yet their pages show Notary Public (rush a1) enrolled or paid',
      ]);
    });

    it("still reports a server error: only no answer, or the proxy's, is the killed process", () => {
      const { observations, stored } = scenario();
      racer(observations.racers, 7).stoppedAt = {
        call: 'registration/pay',
        status: 500,
        code: 'server-error',
        message: 'Server error!',
      };
      expect(checkRush(observations, stored, { processKilled: true })).toEqual([
        "student7@e2e.test: told 'Server error!' (500) at registration/pay, not 'Notary Public (rush a1) is full.' (409)",
      ]);
    });
  });

  it.each([
    [0, true],
    [502, true],
    [504, true],
    [503, false],
    [500, false],
    [409, false],
    [200, false],
  ])('counts status %i as no answer from an API: %s', (status, expected) => {
    expect(isGatewayFailure(status)).toBe(expected);
  });

  it('reports a loser not offered the wait list of a class that has one, or shown something else than Full', () => {
    const { observations, stored } = scenario();
    racer(observations.racers, 3).stateAfter = { enrollState: 'add', enrollStateTitle: 'Add to Cart' };
    racer(observations.racers, 6).stateAfter = fullState(true);
    expect(checkRush(observations, stored)).toEqual([
      "student3@e2e.test: Personal Finance Basics (rush a1) then shows 'Add to Cart', not 'Join Waitlist'",
      "student6@e2e.test: Notary Public (rush a1) then shows 'Join Waitlist', not 'Full'",
    ]);
  });

  it('reports a retried winner whose key, sent again, does not replay its payment', () => {
    const { observations, stored } = scenario();
    racer(observations.racers, 2).replay = { status: 409, verificationCode: null };
    expect(checkRush(observations, stored)).toEqual([
      'student2@e2e.test: the same key sent again answered 409, not the payment it made',
    ]);
  });

  it('sells every seat when fewer students race than there are seats', () => {
    const { observations, stored } = scenario();
    const roomy = {
      classes: [
        { ...CART, seats: 10 },
        { ...FORM, seats: 10 },
      ],
      racers: observations.racers,
    };
    expect(checkRush(roomy, stored)).toEqual([
      'Personal Finance Basics (rush a1): 2 of 10 seats taken, though 4 students raced',
      'Notary Public (rush a1): 1 of 10 seats taken, though 3 students raced',
    ]);
  });
});

describe('decidePay', () => {
  const ok = (verificationCode: string) => ({
    ok: true,
    status: 200,
    code: null,
    data: { verificationCode },
  });
  const refused = (code: string) => ({ ok: false, status: 409, code, data: null });

  it('is paid when either copy of a retried call is, with the code told', () => {
    expect(decidePay([refused('payment_in_progress'), ok('CODE000001')]).verificationCodes).toEqual([
      'CODE000001',
    ]);
    expect(decidePay([ok('CODE000001'), ok('CODE000001')]).verificationCodes).toEqual(['CODE000001']);
  });

  it('keeps two different codes: two payments for one key', () => {
    expect(decidePay([ok('CODE000001'), ok('CODE000002')]).verificationCodes).toEqual([
      'CODE000001',
      'CODE000002',
    ]);
  });

  it('takes the refusal, not the "still processing" of the duplicate', () => {
    const decided = decidePay([refused('payment_in_progress'), refused('class_full')]);
    expect([decided.verificationCodes, decided.reply.code]).toEqual([[], 'class_full']);
    expect(decidePay([refused('payment_in_progress')]).reply.code).toBe('payment_in_progress');
  });
});

describe('the figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([50, 95, 99]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('sums up each call: count, percentiles and replies by status and code', () => {
    const rows = summarizeCalls([
      { name: 'cart/checkout', status: 200, code: null, ms: 10 },
      { name: 'cart/checkout', status: 409, code: 'class_full', ms: 30 },
      { name: 'cart/checkout', status: 409, code: 'class_full', ms: 20 },
      { name: 'browse: search', status: 0, code: 'ECONNRESET', ms: 5 },
    ]);
    expect(rows).toEqual([
      {
        name: 'cart/checkout',
        count: 3,
        p50: 20,
        p95: 30,
        p99: 30,
        statuses: { '200': 1, '409 class_full': 2 },
      },
      { name: 'browse: search', count: 1, p50: 5, p95: 5, p99: 5, statuses: { '0 ECONNRESET': 1 } },
    ]);
  });

  it('tallies what the losers were told and then shown', () => {
    const { observations } = scenario();
    expect(refusalTally(observations.racers)).toEqual({
      'cart/add 409 "Action no longer valid", then Join Waitlist': 1,
      'cart/checkout 409 "Personal Finance Basics (rush a1) is full.", then Join Waitlist': 1,
      'registration 409 "Notary Public (rush a1) is full.", then Full': 1,
      'registration/pay 409 "Notary Public (rush a1) is full.", then Full': 1,
    });
  });
});
