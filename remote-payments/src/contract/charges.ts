import * as z from '@portal/shared/zod';
import { idempotencyKeySchema, idSchema, paymentSchema } from '@portal/shared/contracts';

/**
 * Spec section 3, Charge, as the API sends it. `payAmount` and `payState` are the client's (the
 * Select step's state, lib/pay-state.ts). Dates are ISO (yyyy-mm-dd); money in dollars.
 */
export const chargeSchema = z.object({
  chargeId: z.int(),
  date: z.string(),
  description: z.string(),
  charged: z.number(),
  paid: z.number(),
  balance: z.number(),
  pastDue: z.number(),
  nextDue: z.number(),
  nextDueDate: z.nullable(z.string()),
  /** What is owed now: past due plus next due. */
  due: z.number(),
  isPlan: z.boolean(),
  isLatePastDue: z.boolean(),
  pastDueLateDays: z.int(),
  /** The most one payment may put on this charge: its balance. */
  maxPayAmount: z.number(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const chargeListSchema = z.object({ charges: z.array(chargeSchema) });

export const paymentRecordSchema = z.object({
  paymentId: z.int(),
  /** ISO date and time. */
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  /** How it was paid, for people: 'Visa ending 1111', 'Bank account ending 6789'. */
  method: z.string(),
  verificationCode: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentRecordSchema) });

/**
 * POST /student/account/charges/pay: the amount of each chosen charge, the payment and their total.
 * The amounts are any numbers here: the API holds each to the Select step's own rule (charge-rules.ts)
 * and answers in its words, which a schema message would not be.
 */
export const payChargesInputSchema = z.object({
  charges: z
    .array(z.object({ chargeId: idSchema, amount: z.number() }))
    .check(z.minLength(1), z.maxLength(100)),
  payment: paymentSchema,
  amount: z.number(),
  idempotencyKey: idempotencyKeySchema,
});
export type PayChargesInput = z.infer<typeof payChargesInputSchema>;

/** A receipt or statement: a short-lived link to a PDF the API makes (no token in it). */
export const documentLinkSchema = z.object({ url: z.string() });
