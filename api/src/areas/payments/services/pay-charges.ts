import {
  fromCents,
  toCents,
  type PayChargesInput,
  type PaymentResult,
  type School,
} from '../../../contracts';
import type { Db, Queryable } from '../../../db';
import { formatCents } from '../../../lib/format';
import { latePlanMessage, listChargeStates, type ChargeState } from './charges';
import {
  chargeOrThrow,
  paymentFailure,
  requireAvailableMethod,
  validatePaymentDetails,
  type GatewayPayment,
} from './gateway';
import { requestFingerprint, runIdempotentPayment } from './idempotency';
import { describeItems, insertPayment } from './payments';

/**
 * POST /student/account/charges/pay (spec 5.5, 7.2): pays some of the acting student's own charges,
 * each with its own amount, in one payment.
 */

export const PAY_CHARGES_MESSAGES = {
  notFound: 'This charge was not found.',
  duplicate: 'Each charge can be listed only once.',
  sumMismatch: 'The total does not match the amounts of the charges.',
  tooMuch: (description: string, balance: number) =>
    `The amount for ${description} cannot be more than its balance of ${formatCents(balance)}.`,
} as const;

interface CheckedCharges {
  payment: GatewayPayment;
  lines: { charge: ChargeState; amountCents: number }[];
  totalCents: number;
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
  const lines = input.charges.map((line) => {
    const charge = byId.get(line.chargeId);
    // Someone else's charge and one that does not exist are the same to the caller.
    if (!charge) throw paymentFailure(404, 'not_found', PAY_CHARGES_MESSAGES.notFound);
    return { charge, amountCents: toCents(line.amount) };
  });
  for (const { charge, amountCents } of lines) {
    if (charge.isPlan && charge.isLatePastDue)
      throw paymentFailure(409, 'charge_past_due', latePlanMessage(charge.pastDueLateDays));
    if (amountCents > charge.balanceCents)
      throw paymentFailure(
        400,
        'amount_too_large',
        PAY_CHARGES_MESSAGES.tooMuch(charge.description, charge.balanceCents),
      );
  }
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (totalCents !== toCents(input.amount))
    throw paymentFailure(400, 'amount_mismatch', PAY_CHARGES_MESSAGES.sumMismatch);
  validatePaymentDetails(payment);
  return { payment, lines, totalCents };
}

export function payCharges(
  db: Db,
  school: School,
  studentId: number,
  input: PayChargesInput,
): Promise<PaymentResult> {
  return runIdempotentPayment<PaymentResult>(db, {
    studentId,
    key: input.idempotencyKey,
    operation: 'charges',
    fingerprint: requestFingerprint('charges', input),
    check: async () => {
      await checkPayCharges(db, school, studentId, input);
    },
    pay: async (tx) => {
      // One payment of a student's at a time: the balances checked are the balances paid.
      await tx.query('SELECT id FROM students WHERE id = $1 FOR UPDATE', [studentId]);
      const { payment, lines, totalCents } = await checkPayCharges(tx, school, studentId, input);
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
}
