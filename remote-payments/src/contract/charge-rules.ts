import { AMOUNT_PATTERN, fromCents, toCents } from '@portal/shared/contracts';
import type { Charge } from './charges';

/**
 * What a student may pay on one account charge (spec 4.2 and 5.5): the Select step offers only this,
 * and the API refuses anything else with the same words (POST /student/account/charges/pay).
 */

export type ChargeCondition = { kind: 'up-to-date' } | { kind: 'late'; days: number } | { kind: 'payable' };

/** Spec 4.2: a plan owing nothing now is up to date; a plan late on a past due amount is late. */
export const chargeCondition = (charge: Charge): ChargeCondition => {
  if (charge.isPlan && charge.due <= 0) return { kind: 'up-to-date' };
  if (charge.isPlan && charge.pastDue > 0 && charge.isLatePastDue) {
    return { kind: 'late', days: charge.pastDueLateDays };
  }
  return { kind: 'payable' };
};

/** Spec 4.2, word for word. */
export const lateMessage = (days: number): string => `${days} day(s) past due, please contact school`;

/**
 * The amounts the Select step offers a plan that can be paid (spec 4.2): with past due and next due,
 * the past due alone or both; otherwise the one of them it owes.
 */
export const planAmounts = (charge: Charge): number[] => {
  if (charge.pastDue > 0 && charge.nextDue > 0)
    return [charge.pastDue, fromCents(toCents(charge.pastDue) + toCents(charge.nextDue))];
  const only = charge.pastDue > 0 ? charge.pastDue : charge.nextDue;
  return only > 0 ? [only] : [];
};

export const AMOUNT_MESSAGES = {
  format: 'Enter an amount in dollars, with up to 2 decimals',
  positive: 'The amount must be greater than 0',
  /** `max` as money is shown ('$ 1,000.00'). */
  tooMuch: (max: string) => `The amount cannot be more than ${max}`,
} as const;

export type AmountProblem = 'format' | 'positive' | 'tooMuch';

/**
 * Spec 5.5: digits with up to 2 decimals, above 0, at most maxPayAmount; null when valid. The text is
 * what the student typed, or for the API the number as JavaScript writes it (`String(amount)`): '1e-9',
 * '-5' and '0.30000000000000004' are not digits with up to 2 decimals.
 */
export const amountProblem = (text: string, maxPayAmount: number): AmountProblem | null => {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return 'format';
  const cents = toCents(Number(trimmed));
  if (cents <= 0) return 'positive';
  if (cents > toCents(maxPayAmount)) return 'tooMuch';
  return null;
};
