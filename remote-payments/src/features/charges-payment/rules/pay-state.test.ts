import { AMOUNT_MESSAGES } from '../../../contract';
import { aCharge } from '../../../testing/payments-fixtures';
import {
  amountError,
  BLANK,
  canContinue,
  chargesToPay,
  chooseAmount,
  clearSelection,
  defaultPayAmount,
  grandTotal,
  hasSelection,
  planChoices,
  startPaying,
  typeAmount,
} from './pay-state';

const charge = aCharge;

describe('the default amount of a non-plan charge', () => {
  it.each([
    ['its past due first', { pastDue: 120, nextDue: 80, balance: 900 }, 120],
    ['else its next due', { nextDue: 80, balance: 900 }, 80],
    ['else its balance', { balance: 750 }, 750],
    ['0.01 when nothing is owed', { balance: 0, maxPayAmount: 0 }, 0.01],
    ['never above what may be paid', { pastDue: 500, maxPayAmount: 300 }, 300],
  ])('%s', (_, extra, amount) => {
    expect(defaultPayAmount(charge(extra))).toBe(amount);
  });
});

describe('the payState machine', () => {
  it('starts blank', () => {
    expect(BLANK).toEqual({ payState: 'blank', payAmount: '' });
  });

  it('takes a non-plan charge to input with its default amount', () => {
    expect(startPaying(charge({ pastDue: 120.5 }))).toEqual({ payState: 'input', payAmount: '120.50' });
    expect(startPaying(charge({ balance: 750 }))).toEqual({ payState: 'input', payAmount: '750.00' });
  });

  it('takes a plan with only next due straight to ready with it', () => {
    expect(startPaying(charge({ isPlan: true, nextDue: 95, due: 95 }))).toEqual({
      payState: 'ready',
      payAmount: '95.00',
    });
  });

  it('takes a plan with only past due straight to ready with it', () => {
    expect(startPaying(charge({ isPlan: true, pastDue: 60.25, due: 60.25 }))).toEqual({
      payState: 'ready',
      payAmount: '60.25',
    });
  });

  it('takes a plan with both to select, offering past due or both', () => {
    const plan = charge({ isPlan: true, pastDue: 100, nextDue: 150.1, due: 250.1 });
    expect(startPaying(plan)).toEqual({ payState: 'select', payAmount: '' });
    expect(planChoices(plan)).toEqual([
      { label: 'Past due $ 100.00', amount: 100 },
      { label: 'Past due and next due $ 250.10', amount: 250.1 },
    ]);
  });

  it('goes from select to ready with the chosen amount', () => {
    expect(chooseAmount(250.1)).toEqual({ payState: 'ready', payAmount: '250.10' });
  });

  it('keeps what is typed in input', () => {
    expect(typeAmount('12.3')).toEqual({ payState: 'input', payAmount: '12.3' });
  });

  it('clears back to blank from every state', () => {
    for (const from of [typeAmount('5'), chooseAmount(5), { payState: 'select' as const, payAmount: '' }]) {
      expect(from.payState).not.toBe('blank');
      expect(clearSelection()).toEqual(BLANK);
    }
  });
});

describe('the amount rule (spec 5.5)', () => {
  it.each([
    ['12', null],
    ['12.3', null],
    ['12.34', null],
    ['0.01', null],
    ['1000', null],
    ['1000.00', null],
    [' 5 ', null],
    ['12.345', AMOUNT_MESSAGES.format],
    ['', AMOUNT_MESSAGES.format],
    ['abc', AMOUNT_MESSAGES.format],
    ['-5', AMOUNT_MESSAGES.format],
    ['1e3', AMOUNT_MESSAGES.format],
    ['1,000', AMOUNT_MESSAGES.format],
    ['.5', AMOUNT_MESSAGES.format],
    ['0', AMOUNT_MESSAGES.positive],
    ['0.00', AMOUNT_MESSAGES.positive],
    ['1000.01', 'The amount cannot be more than $ 1,000.00'],
  ])('%p -> %p', (text, message) => {
    expect(amountError(text, 1000)).toBe(message);
  });
});

describe('the grand total and Continue', () => {
  const a = charge({ balance: 500, maxPayAmount: 500 });
  const b = charge({ isPlan: true, nextDue: 75.5, due: 75.5, maxPayAmount: 900 });
  const c = charge({ isPlan: true, pastDue: 100, nextDue: 100, due: 200, maxPayAmount: 900 });
  const charges = [a, b, c];

  it('is 0 with nothing chosen, and Continue is disabled', () => {
    expect(grandTotal(charges, {})).toBe(0);
    expect(canContinue(charges, {})).toBe(false);
    expect(hasSelection({})).toBe(false);
  });

  it('adds typed and ready amounts in cents (no float drift)', () => {
    const selections = { [a.chargeId]: typeAmount('0.1'), [b.chargeId]: chooseAmount(0.2) };
    expect(grandTotal(charges, selections)).toBe(0.3);
    expect(canContinue(charges, selections)).toBe(true);
    expect(chargesToPay(charges, selections)).toEqual([
      { chargeId: a.chargeId, amount: 0.1 },
      { chargeId: b.chargeId, amount: 0.2 },
    ]);
  });

  it('counts nothing for a plan still in select', () => {
    const selections = { [c.chargeId]: startPaying(c) };
    expect(grandTotal(charges, selections)).toBe(0);
    expect(canContinue(charges, selections)).toBe(false);
    expect(hasSelection(selections)).toBe(true);
  });

  it('disables Continue while a typed amount is invalid, even with a total above 0', () => {
    const selections = { [a.chargeId]: typeAmount('600'), [b.chargeId]: startPaying(b) };
    expect(grandTotal(charges, selections)).toBe(75.5);
    expect(canContinue(charges, selections)).toBe(false);
  });

  it('disables Continue at a total of 0 from typed zeros', () => {
    expect(canContinue(charges, { [a.chargeId]: typeAmount('0') })).toBe(false);
  });

  it('forgets a cleared charge', () => {
    const selections = { [a.chargeId]: clearSelection(), [b.chargeId]: startPaying(b) };
    expect(chargesToPay(charges, selections)).toEqual([{ chargeId: b.chargeId, amount: 75.5 }]);
    expect(hasSelection({ [a.chargeId]: clearSelection() })).toBe(false);
  });
});
