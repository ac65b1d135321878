import { formatMoney, fromCents, toCents } from '@portal/shared';
import type { Charge } from '../../../contract';

/**
 * Spec 4.2 and 5.5: what the student chose to pay on each charge of the Select step. A pure state
 * machine, one selection per charge, kept by the slide-out.
 *
 * blank --Pay--> input (a non-plan charge: the amount is typed, with a default)
 *             -> ready (a plan with only past due or only next due: that amount)
 *             -> select (a plan with both: the student picks one of the two amounts) --pick--> ready
 * any --Clear--> blank
 */
export type PayState = 'blank' | 'input' | 'ready' | 'select';

export type ChargeSelection = { payState: PayState; payAmount: string };

export const BLANK: ChargeSelection = { payState: 'blank', payAmount: '' };

/** Spec section 9: the amount offered when a charge gives no other. */
export const DEFAULT_PAY_AMOUNT = 0.01;

export type ChargeCondition = { kind: 'up-to-date' } | { kind: 'late'; days: number } | { kind: 'payable' };

/** Spec 4.2: a plan owing nothing now is up to date; a plan late on a past due amount is late. */
export const chargeCondition = (charge: Charge): ChargeCondition => {
  if (charge.isPlan && charge.due <= 0) return { kind: 'up-to-date' };
  if (charge.isPlan && charge.pastDue > 0 && charge.isLatePastDue) {
    return { kind: 'late', days: charge.pastDueLateDays };
  }
  return { kind: 'payable' };
};

export const lateMessage = (days: number): string => `${days} day(s) past due, please contact school`;

const amountText = (amount: number): string => fromCents(toCents(amount)).toFixed(2);

/** Spec 4.2: a non-plan charge's default amount is its past due, else its next due, else its balance. */
export const defaultPayAmount = (charge: Charge): number => {
  const amount = charge.pastDue > 0 ? charge.pastDue : charge.nextDue > 0 ? charge.nextDue : charge.balance;
  return amount > 0 ? Math.min(amount, charge.maxPayAmount) : DEFAULT_PAY_AMOUNT;
};

/** The two amounts a plan in `select` offers: its past due alone, or past due and next due. */
export const planChoices = (charge: Charge): { label: string; amount: number }[] => [
  { label: `Past due ${formatMoney(charge.pastDue)}`, amount: charge.pastDue },
  {
    label: `Past due and next due ${formatMoney(fromCents(toCents(charge.pastDue) + toCents(charge.nextDue)))}`,
    amount: fromCents(toCents(charge.pastDue) + toCents(charge.nextDue)),
  },
];

/** Pay on a charge: where it goes from blank. */
export const startPaying = (charge: Charge): ChargeSelection => {
  if (!charge.isPlan) return { payState: 'input', payAmount: amountText(defaultPayAmount(charge)) };
  if (charge.pastDue > 0 && charge.nextDue > 0) return { payState: 'select', payAmount: '' };
  const only = charge.pastDue > 0 ? charge.pastDue : charge.nextDue;
  return { payState: 'ready', payAmount: amountText(only) };
};

export const chooseAmount = (amount: number): ChargeSelection => ({
  payState: 'ready',
  payAmount: amountText(amount),
});

export const typeAmount = (text: string): ChargeSelection => ({ payState: 'input', payAmount: text });

export const clearSelection = (): ChargeSelection => BLANK;

export const AMOUNT_MESSAGES = {
  format: 'Enter an amount in dollars, with up to 2 decimals',
  positive: 'The amount must be greater than 0',
  tooMuch: (max: number) => `The amount cannot be more than ${formatMoney(max)}`,
} as const;

/** Spec 5.5: digits with up to 2 decimals, above 0, at most maxPayAmount; null when valid. */
export const amountError = (text: string, maxPayAmount: number): string | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return AMOUNT_MESSAGES.format;
  const cents = toCents(Number(trimmed));
  if (cents <= 0) return AMOUNT_MESSAGES.positive;
  if (cents > toCents(maxPayAmount)) return AMOUNT_MESSAGES.tooMuch(maxPayAmount);
  return null;
};

/** What a selection adds to the total, in cents: nothing until an amount is chosen and valid. */
const selectedCents = (charge: Charge, selection: ChargeSelection): number => {
  if (selection.payState !== 'input' && selection.payState !== 'ready') return 0;
  return amountError(selection.payAmount, charge.maxPayAmount) === null
    ? toCents(Number(selection.payAmount))
    : 0;
};

export type Selections = Readonly<Record<number, ChargeSelection>>;

export const selectionOf = (selections: Selections, chargeId: number): ChargeSelection =>
  selections[chargeId] ?? BLANK;

/** The grand total of the Select step, in dollars. */
export const grandTotal = (charges: readonly Charge[], selections: Selections): number =>
  fromCents(
    charges.reduce((sum, charge) => sum + selectedCents(charge, selectionOf(selections, charge.chargeId)), 0),
  );

/**
 * Spec 5.5: Continue is disabled at a total of 0 or less; also while a typed amount is invalid, so
 * that nothing is paid that the student did not mean.
 */
export const canContinue = (charges: readonly Charge[], selections: Selections): boolean =>
  grandTotal(charges, selections) > 0 &&
  charges.every((charge) => {
    const selection = selectionOf(selections, charge.chargeId);
    return selection.payState !== 'input' || amountError(selection.payAmount, charge.maxPayAmount) === null;
  });

/** The charges and amounts to send (spec 7.2's charges). */
export const chargesToPay = (
  charges: readonly Charge[],
  selections: Selections,
): { chargeId: number; amount: number }[] =>
  charges.flatMap((charge) => {
    const cents = selectedCents(charge, selectionOf(selections, charge.chargeId));
    return cents > 0 ? [{ chargeId: charge.chargeId, amount: fromCents(cents) }] : [];
  });

/** Half-done work: any charge past blank (closing the slide-out asks first). */
export const hasSelection = (selections: Selections): boolean =>
  Object.values(selections).some((selection) => selection.payState !== 'blank');
