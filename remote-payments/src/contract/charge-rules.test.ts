import { aCharge } from '../testing/payments-fixtures';
import { amountProblem, chargeCondition, lateMessage, planAmounts } from './charge-rules';

const charge = aCharge;

describe('the charge condition (spec 4.2)', () => {
  it.each([
    ['a plan owing 0 is up to date', { isPlan: true, due: 0 }, { kind: 'up-to-date' }],
    ['a plan owing less than 0 is up to date', { isPlan: true, due: -5 }, { kind: 'up-to-date' }],
    [
      'a plan past due and late is late',
      { isPlan: true, due: 100, pastDue: 100, isLatePastDue: true, pastDueLateDays: 45 },
      { kind: 'late', days: 45 },
    ],
    [
      'a plan past due and not late is payable',
      { isPlan: true, due: 100, pastDue: 100 },
      { kind: 'payable' },
    ],
    [
      'a late flag without past due is payable',
      { isPlan: true, due: 50, nextDue: 50, isLatePastDue: true },
      { kind: 'payable' },
    ],
    ['a non-plan charge owing 0 is payable (its balance)', { due: 0 }, { kind: 'payable' }],
    [
      'a non-plan charge with the late flag is payable',
      { pastDue: 10, isLatePastDue: true },
      { kind: 'payable' },
    ],
  ])('%s', (_, extra, condition) => {
    expect(chargeCondition(charge(extra))).toEqual(condition);
  });

  it('words the late notice as the spec does', () => {
    expect(lateMessage(45)).toBe('45 day(s) past due, please contact school');
    expect(lateMessage(1)).toBe('1 day(s) past due, please contact school');
  });
});

describe('the amounts offered on a plan (spec 4.2)', () => {
  it.each([
    ['past due and next due: the past due, or both', { pastDue: 100, nextDue: 150.1 }, [100, 250.1]],
    ['both, summed in cents', { pastDue: 0.1, nextDue: 0.2 }, [0.1, 0.3]],
    ['only past due: it', { pastDue: 60.25 }, [60.25]],
    ['only next due: it', { nextDue: 95 }, [95]],
    ['nothing due: none', {}, []],
  ])('%s', (_, extra, amounts) => {
    expect(planAmounts(charge({ isPlan: true, ...extra }))).toEqual(amounts);
  });
});

describe('the amount rule on text, and on a number as the API receives it (spec 5.5)', () => {
  it.each([
    ['12', null],
    ['12.5', null],
    ['0.01', null],
    ['1000', null],
    [' 7 ', null],
    ['12.345', 'format'],
    ['-5', 'format'],
    ['1e-9', 'format'],
    ['1e+21', 'format'],
    ['0.30000000000000004', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['', 'format'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['1000.01', 'tooMuch'],
  ])('%p -> %p', (text, problem) => {
    expect(amountProblem(text, 1000)).toBe(problem);
  });

  it.each([
    [12.5, null],
    [0.1 + 0.2, 'format'],
    [1e-9, 'format'],
    [-0.01, 'format'],
    [0, 'positive'],
    [1000.01, 'tooMuch'],
  ])('the number %p written as JavaScript writes it -> %p', (amount, problem) => {
    expect(amountProblem(String(amount), 1000)).toBe(problem);
  });

  it('allows nothing on a charge with nothing left to pay', () => {
    expect(amountProblem('0.01', 0)).toBe('tooMuch');
  });
});
