import {
  AMOUNT_MESSAGES,
  amountProblem,
  chargeCondition,
  fromCents,
  lateMessage,
  planAmounts,
  toCents,
  type PayChargesInput,
  type PaymentResult,
  type School,
} from '../../../contracts';
import type { Queryable } from '../../../db';
import { formatCents } from '../../../lib/format';
import { lockStudent } from '../../../students/lock-student';
import { listChargeStates, toCharge, type ChargeState } from './charges';
import {
  chargeOrThrow,
  paymentFailure,
  requireAvailableMethod,
  validatePaymentDetails,
  type GatewayPayment,
} from './gateway';
import { idempotentPayment } from './idempotency';
import { describeItems, insertPayment } from './payments';

/**
 * POST /student/account/charges/pay (spec 4.2, 5.5, 7.2): pays some of the acting student's own
 * charges, each with its own amount, in one payment. It takes only what the Select step offers, by the
 * same rules (remote-payments' charge-rules.ts), and refuses the rest in the step's words.
 */

export const PAY_CHARGES_MESSAGES = {
  notFound: 'This charge was not found.',
  duplicate: 'Each charge can be listed only once.',
  sumMismatch: 'The total does not match the amounts of the charges.',
  upToDate: (description: string) => `${description} is up to date: there is nothing due on it now.`,
  notOffered: (description: string, amounts: string[]) =>
    `The amount for ${description} must be ${amounts.join(' or ')}.`,
} as const;

interface CheckedCharges {
  payment: GatewayPayment;
  lines: { charge: ChargeState; amountCents: number }[];
  totalCents: number;
}

/** One line's refusal: the charge's condition, then its amount (spec 4.2, 5.5). */
function checkLine(state: ChargeState, amount: number, index: number): number {
  const charge = toCharge(state);
  const condition = chargeCondition(charge);
  if (condition.kind === 'up-to-date')
    throw paymentFailure(409, 'charge_up_to_date', PAY_CHARGES_MESSAGES.upToDate(charge.description));
  if (condition.kind === 'late') throw paymentFailure(409, 'charge_past_due', lateMessage(condition.days));
  const refuse = (code: string, message: string) =>
    paymentFailure(400, code, message, undefined, { fields: { [`charges.${index}.amount`]: message } });
  // The number as JavaScript writes it: 1e-9 or 0.30000000000000004 is not what a student types.
  const problem = amountProblem(String(amount), charge.maxPayAmount);
  if (problem === 'tooMuch')
    throw refuse('amount_too_large', AMOUNT_MESSAGES.tooMuch(formatCents(state.balanceCents)));
  if (problem) throw refuse('invalid_amount', AMOUNT_MESSAGES[problem]);
  const cents = toCents(amount);
  if (charge.isPlan) {
    // A plan is paid by the amounts the step offers it, never a typed one.
    const offered = planAmounts(charge);
    if (!offered.some((choice) => toCents(choice) === cents))
      throw refuse(
        'amount_not_offered',
        PAY_CHARGES_MESSAGES.notOffered(
          charge.description,
          offered.map((choice) => formatCents(toCents(choice))),
        ),
      );
  }
  return cents;
}

/** Every rule of the request against the charges as they are now; throws the first refusal. */
async function checkPayCharges(
  q: Queryable,
  school: School,
  studentId: number,
  input: PayChargesInput,
): Promise<CheckedCharges> {
  const { payment } = input;
  requireAvailableMethod(school, payment);
  const ids = input.charges.map((c) => c.chargeId);
  if (new Set(ids).size !== ids.length)
    throw paymentFailure(400, 'duplicate_charge', PAY_CHARGES_MESSAGES.duplicate);
  const { charges } = await listChargeStates(q, studentId, ids);
  const byId = new Map(charges.map((c) => [c.chargeId, c]));
  const found = input.charges.map((line) => {
    const charge = byId.get(line.chargeId);
    // Someone else's charge and one that does not exist are the same to the caller.
    if (!charge) throw paymentFailure(404, 'not_found', PAY_CHARGES_MESSAGES.notFound);
    return charge;
  });
  const lines = found.map((charge, index) => ({
    charge,
    amountCents: checkLine(charge, input.charges[index]!.amount, index),
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  // To the cent and written as such: the total the step shows is the sum of the lines, in cents.
  if (input.amount !== fromCents(totalCents))
    throw paymentFailure(400, 'amount_mismatch', PAY_CHARGES_MESSAGES.sumMismatch);
  validatePaymentDetails(payment);
  return { payment, lines, totalCents };
}

export const payCharges = idempotentPayment({
  operation: 'charges',
  check: checkPayCharges,
  // One payment of a student's at a time: the balances checked are the balances paid.
  lock: lockStudent,
  pay: async (tx, { payment, lines, totalCents }, { studentId }): Promise<PaymentResult> => {
    const method = chargeOrThrow(payment, totalCents);
    const { verificationCode } = await insertPayment(tx, {
      studentId,
      description: describeItems(
        'Account payment',
        lines.map((l) => l.charge.description),
      ),
      amountCents: totalCents,
      source: 'charges',
      method,
      allocations: lines.map((l) => ({ chargeId: l.charge.chargeId, amountCents: l.amountCents })),
    });
    return { paidAmount: fromCents(totalCents), verificationCode };
  },
});
