import { DEMO_SCHOOL_FILE } from '../../../test/support/context';
import { bank, card, studentCredit, wallet } from '../../../test/support/payments';
import { loadSchoolConfig } from '../../config/load-school-config';
import { lateMessage, type Payment } from '../../contracts';
import { computeCharge, type ChargeFacts } from './services/charges';
import { discountCents } from './services/discounts';
import {
  chargeGateway,
  methodRecord,
  requireAvailableMethod,
  validatePaymentDetails,
  type GatewayPayment,
} from './services/gateway';
import { canonicalJson } from '../../lib/canonical-json';
import { requestFingerprint } from './services/idempotency';
import { demoCharges } from './seed/payments-demo';

const demoSchool = loadSchoolConfig(DEMO_SCHOOL_FILE);
const TODAY = '2026-03-15';
const day = (offset: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const plain = (amountCents: number, dueIn: number | null, paidCents = 0): ChargeFacts => ({
  id: 1,
  description: 'Fee',
  chargedOn: day(-40),
  amountCents,
  isPlan: false,
  dueDate: dueIn === null ? null : day(dueIn),
  installments: [],
  paidCents,
});
const plan = (installments: [number, number][], paidCents = 0): ChargeFacts => ({
  id: 2,
  description: 'Plan',
  chargedOn: day(-90),
  amountCents: installments.reduce((sum, [, amount]) => sum + amount, 0),
  isPlan: true,
  dueDate: null,
  installments: installments.map(([offset, amountCents]) => ({ dueDate: day(offset), amountCents })),
  paidCents,
});
const due = (facts: ChargeFacts) => {
  const c = computeCharge(facts, TODAY);
  return {
    balance: c.balanceCents,
    pastDue: c.pastDueCents,
    nextDue: c.nextDueCents,
    nextDueDate: c.nextDueDate,
    due: c.dueCents,
    late: c.isLatePastDue,
    days: c.pastDueLateDays,
  };
};

describe('computeCharge (a fixed today)', () => {
  it.each([
    ['due 20 days ago: past due', plain(12000, -20), { pastDue: 12000, nextDue: 0, days: 20 }],
    ['due today: next due', plain(12000, 0), { pastDue: 0, nextDue: 12000, nextDueDate: TODAY }],
    ['due in 30 days: next due', plain(12000, 30), { nextDue: 12000, nextDueDate: day(30) }],
    ['due in 31 days: only a balance', plain(12000, 31), { pastDue: 0, nextDue: 0, due: 0, balance: 12000 }],
    ['no due date: only a balance', plain(75000, null), { pastDue: 0, nextDue: 0, due: 0, balance: 75000 }],
    [
      'partly paid, past due',
      plain(12000, -60, 2000),
      { balance: 10000, pastDue: 10000, late: false, days: 60 },
    ],
    ['paid in full', plain(7500, -60, 7500), { balance: 0, pastDue: 0, nextDue: 0, days: 0 }],
  ])('a plain charge %s', (_what, facts, expected) => {
    expect(due(facts)).toMatchObject(expected);
  });

  it('covers installments oldest first and splits past due from next due', () => {
    const welding = plan(
      [
        [-45, 30000],
        [-15, 30000],
        [15, 30000],
        [45, 30000],
      ],
      30000,
    );
    expect(due(welding)).toEqual({
      balance: 90000,
      pastDue: 30000,
      nextDue: 30000,
      nextDueDate: day(15),
      due: 60000,
      late: false,
      days: 15,
    });
    // A payment that covers part of an installment leaves the rest of it owed.
    expect(due({ ...welding, paidCents: 40000 })).toMatchObject({ pastDue: 20000, nextDue: 30000, days: 15 });
    // Paid up to the next one: only next due.
    expect(due({ ...welding, paidCents: 60000 })).toMatchObject({
      pastDue: 0,
      nextDue: 30000,
      days: 0,
      late: false,
    });
    // Part of the next one paid too.
    expect(due({ ...welding, paidCents: 70000 })).toMatchObject({
      nextDue: 20000,
      nextDueDate: day(15),
      due: 20000,
    });
  });

  it('is up to date when nothing is owed in the next 30 days', () => {
    expect(
      due(
        plan(
          [
            [-40, 50000],
            [35, 50000],
            [65, 50000],
          ],
          50000,
        ),
      ),
    ).toEqual({ balance: 100000, pastDue: 0, nextDue: 0, nextDueDate: null, due: 0, late: false, days: 0 });
  });

  it('is late once its oldest unpaid installment is more than 30 days past due', () => {
    const installments: [number, number][] = [
      [-75, 45000],
      [-45, 45000],
      [-15, 45000],
      [15, 45000],
    ];
    expect(due(plan(installments, 45000))).toMatchObject({
      pastDue: 90000,
      nextDue: 45000,
      due: 135000,
      late: true,
      days: 45,
    });
    const at = (offset: number) => due(plan([[offset, 10000]]));
    expect(at(-30)).toMatchObject({ late: false, days: 30 });
    expect(at(-31)).toMatchObject({ late: true, days: 31 });
    expect(lateMessage(31)).toBe('31 day(s) past due, please contact school');
  });

  it('gives the seed each kind of charge on the day it runs', () => {
    const kinds = Object.fromEntries(
      demoCharges.map((c) => {
        const installments = (c.installments ?? []).map(([offset, amountCents]) => ({
          dueDate: day(offset),
          amountCents,
        }));
        const paid = { registration: 7500, culinary: 45000, welding: 30000, pct: 50000 }[c.key] ?? 0;
        const facts: ChargeFacts = {
          id: 1,
          description: c.description,
          chargedOn: day(c.chargedOn),
          amountCents: c.amountCents,
          isPlan: c.installments !== undefined,
          dueDate: c.installments || c.dueIn === null || c.dueIn === undefined ? null : day(c.dueIn),
          installments,
          paidCents: paid,
        };
        return [c.key, due(facts)];
      }),
    );
    expect(kinds.lab).toMatchObject({ pastDue: 12000, nextDue: 0 });
    expect(kinds.deposit).toMatchObject({ pastDue: 0, nextDue: 0, due: 0, balance: 75000 });
    expect(kinds.welding).toMatchObject({ late: false });
    expect(kinds.welding!.pastDue).toBeGreaterThan(0);
    expect(kinds.welding!.nextDue).toBeGreaterThan(0);
    expect(kinds.itsup).toMatchObject({ pastDue: 0, late: false });
    expect(kinds.itsup!.nextDue).toBeGreaterThan(0);
    expect(kinds.pct).toMatchObject({ due: 0 });
    expect(kinds.pct!.balance).toBeGreaterThan(0);
    expect(kinds.culinary).toMatchObject({ late: true });
    expect(kinds.registration).toMatchObject({ balance: 0 });
  });
});

describe('the simulated gateway', () => {
  const gateway = (payment: Payment) => chargeGateway(payment as GatewayPayment, 5900);

  it('approves the test cards, the bank accounts and the wallet codes, and keeps only the last 4 digits', () => {
    expect(gateway(card())).toEqual({
      approved: true,
      method: { type: 'credit-card', label: 'Visa ending 1111', brand: 'visa', last4: '1111' },
    });
    expect(gateway(card('5555555555554444'))).toMatchObject({ method: { label: 'Mastercard ending 4444' } });
    expect(gateway(card('378282246310005', { securityCode: '1234' }))).toMatchObject({
      method: { label: 'American Express ending 0005', brand: 'amex' },
    });
    expect(gateway(bank('000123456789', '021000021'))).toEqual({
      approved: true,
      method: { type: 'account-transfer', label: 'Bank account ending 6789', brand: null, last4: '6789' },
    });
    expect(gateway(wallet('5O190127TN364715T'))).toMatchObject({
      approved: true,
      method: { label: 'PayPal' },
    });
  });

  it('declines 4000000000000002, the bank account 000000000000 and DECLINED wallet codes; 4000000000000119 fails', () => {
    expect(gateway(card('4000000000000002'))).toEqual({
      approved: false,
      status: 402,
      code: 'payment_declined',
      message: 'Your card was declined. Please use another card.',
      failure: { retryEnabled: false, backEnabled: true },
    });
    expect(gateway(card('4000000000000119'))).toEqual({
      approved: false,
      status: 502,
      code: 'gateway_error',
      message: 'The payment gateway did not answer. Please try again.',
      failure: { retryEnabled: true, backEnabled: true },
    });
    expect(gateway(bank('000000000000'))).toMatchObject({
      status: 402,
      message: 'The bank account was declined.',
    });
    expect(gateway(wallet('DECLINED-1'))).toMatchObject({ status: 402, code: 'payment_declined' });
    expect(() => chargeGateway(card() as GatewayPayment, 0)).toThrow();
  });

  it('checks the card and bank rules of spec 5.2 and 5.3 first', () => {
    const now = new Date(2026, 2, 15);
    const message = (payment: Payment) => {
      try {
        validatePaymentDetails(payment as GatewayPayment, now);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message(card())).toBeNull();
    expect(message(card('4111111111111112'))).toBe('Invalid card number');
    expect(message(card('4111111111111111', { expirationDate: '02/26' }))).toBe(
      'Invalid card expiration date',
    );
    expect(message(card('4111111111111111', { expirationDate: '03/26' }))).toBeNull();
    expect(message(card('4111111111111111', { securityCode: '1234' }))).toBe('Invalid security code');
    expect(message(card('378282246310005', { securityCode: '123' }))).toBe('Invalid security code');
    expect(message(bank('000123456789', '011000016'))).toBe('Invalid routing number');
    expect(message(bank('000123456789', '511000015'))).toBe('Invalid routing number');
    expect(message(wallet('anything'))).toBeNull();
    expect(methodRecord(card('4111111111111111') as GatewayPayment).label).toBe('Visa ending 1111');
  });

  it("offers the methods the school's settings allow, never Charge My Account", () => {
    const allowed = (payment: Payment, payments: Partial<typeof demoSchool.payments> = {}) => {
      try {
        requireAvailableMethod({ ...demoSchool, payments: { ...demoSchool.payments, ...payments } }, payment);
        return true;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(allowed(card())).toBe(true);
    expect(allowed(bank())).toBe(true);
    expect(allowed(wallet('X'))).toBe('This payment method is not available');
    expect(allowed(wallet('X'), { digitalWalletClientId: 'client' })).toBe(true);
    // The wallet follows the gateway (spec 6), as the card's tabs do: a client id alone is not enough.
    expect(allowed(wallet('X'), { gateway: 'none', digitalWalletClientId: 'client' })).toBe(
      'This payment method is not available',
    );
    expect(allowed(wallet('X'), { digitalWalletClientId: '  ' })).toBe(
      'This payment method is not available',
    );
    expect(allowed(card(), { gateway: 'none' })).toBe('This payment method is not available');
    expect(allowed(bank(), { bankDebitEnabled: false })).toBe('This payment method is not available');
    expect(allowed(studentCredit)).toBe('Charge My Account is not available for this payment');
  });
});

describe('idempotency fingerprints', () => {
  const body = (payment: Payment, amount = 59) => ({ payment, amount, idempotencyKey: 'k'.repeat(16) });

  it('are the same for the same request in any key order, and differ for another one', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestFingerprint('charges', body(card()))).toBe(requestFingerprint('charges', body(card())));
    expect(requestFingerprint('charges', body(card()))).not.toBe(
      requestFingerprint('checkout', body(card())),
    );
    expect(requestFingerprint('charges', body(card()))).not.toBe(
      requestFingerprint('charges', body(card(), 60)),
    );
    expect(requestFingerprint('charges', body(card()))).not.toBe(
      requestFingerprint('charges', body(card('5555555555554444'))),
    );
    expect(requestFingerprint('charges', body(card()))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never depend on a whole card or account number or the security code', () => {
    // Numbers that share their last 4 digits: the fingerprint cannot tell them apart (nothing to guess from).
    expect(requestFingerprint('charges', body(card('4111111111111111')))).toBe(
      requestFingerprint('charges', body(card('4242424242421111'))),
    );
    expect(requestFingerprint('charges', body(card('4111111111111111', { securityCode: '999' })))).toBe(
      requestFingerprint('charges', body(card())),
    );
    expect(requestFingerprint('charges', body(bank('000123456789')))).toBe(
      requestFingerprint('charges', body(bank('999999996789'))),
    );
  });
});

describe('discounts', () => {
  it('take an amount or a percentage, never more than the price', () => {
    expect(discountCents(5900, { amountOffCents: 5000, percentOff: null })).toBe(5000);
    expect(discountCents(5900, { amountOffCents: 100000, percentOff: null })).toBe(5900);
    expect(discountCents(5900, { amountOffCents: null, percentOff: 10 })).toBe(590);
    expect(discountCents(5995, { amountOffCents: null, percentOff: 12.5 })).toBe(749);
    expect(discountCents(5900, { amountOffCents: null, percentOff: 100 })).toBe(5900);
  });
});
