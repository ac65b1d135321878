import { formatMoney, fromCents, toCents } from '@portal/shared';
import { AMOUNT_MESSAGES, amountProblem, planAmounts, type Charge } from '../../../contract';
import { chargesPaymentMessagesNow, type ChargesPaymentMessages } from '../messages/catalog';

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

const amountText = (amount: number): string => fromCents(toCents(amount)).toFixed(2);

/** Spec 4.2: a non-plan charge's default amount is its past due, else its next due, else its balance. */
export const defaultPayAmount = (charge: Charge): number => {
  const amount = charge.pastDue > 0 ? charge.pastDue : charge.nextDue > 0 ? charge.nextDue : charge.balance;
  return amount > 0 ? Math.min(amount, charge.maxPayAmount) : DEFAULT_PAY_AMOUNT;
};

/** The two amounts a plan in `select` offers (the contract's planAmounts): past due, or past and next due. */
export const planChoices = (
  charge: Charge,
  m: ChargesPaymentMessages = chargesPaymentMessagesNow(),
): { label: string; amount: number }[] => {
  const [pastDue = 0, both = 0] = planAmounts(charge);
  return [
    { label: m('chargeRow.pastDue', { amount: formatMoney(pastDue) }), amount: pastDue },
    { label: m('chargeRow.pastAndNextDue', { amount: formatMoney(both) }), amount: both },
  ];
};

/** Pay on a charge: where it goes from blank. */
export const startPaying = (charge: Charge): ChargeSelection => {
  if (!charge.isPlan) return { payState: 'input', payAmount: amountText(defaultPayAmount(charge)) };
  const amounts = planAmounts(charge);
  if (amounts.length > 1) return { payState: 'select', payAmount: '' };
  return { payState: 'ready', payAmount: amountText(amounts[0] ?? 0) };
};

export const chooseAmount = (amount: number): ChargeSelection => ({
  payState: 'ready',
  payAmount: amountText(amount),
});

export const typeAmount = (text: string): ChargeSelection => ({ payState: 'input', payAmount: text });

export const clearSelection = (): ChargeSelection => BLANK;

/** Spec 5.5 (the contract's amountProblem, which the API holds payments to): the message, or null. */
export const amountError = (text: string, maxPayAmount: number): string | null => {
  const problem = amountProblem(text, maxPayAmount);
  if (problem === 'tooMuch') return AMOUNT_MESSAGES.tooMuch(formatMoney(maxPayAmount));
  return problem ? AMOUNT_MESSAGES[problem] : null;
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
