import crypto from 'node:crypto';
import { fromCents, type PaymentRecord } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import type { PaymentMethodRecord } from './gateway';

/** Spec 3, Payment result: the code a student quotes to the school. 10 characters, A-Z and 0-9. */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A description that fits a line: the first items, then '…'. */
export function describeItems(prefix: string, items: readonly string[], max = 160): string {
  const text = `${prefix}: ${items.join(', ')}`;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export interface NewPayment {
  studentId: number;
  description: string;
  amountCents: number;
  source: 'checkout' | 'charges' | 'registration';
  method: PaymentMethodRecord;
  howYouHeardId?: number | null;
  /** Charge id and amount (cents) of each charge it pays. */
  allocations: { chargeId: number; amountCents: number }[];
}

export async function insertPayment(
  tx: Queryable,
  p: NewPayment,
): Promise<{ paymentId: number; verificationCode: string }> {
  const verificationCode = newVerificationCode();
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO payments (student_id, description, amount_cents, source, method_type, method_label, card_brand,
       last4, verification_code, how_you_heard_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      p.studentId,
      p.description,
      p.amountCents,
      p.source,
      p.method.type,
      p.method.label,
      p.method.brand,
      p.method.last4,
      verificationCode,
      p.howYouHeardId ?? null,
    ],
  );
  const paymentId = row!.id;
  const allocations = p.allocations.filter((a) => a.amountCents > 0);
  if (allocations.length > 0) {
    await tx.query(
      `INSERT INTO payment_allocations (payment_id, charge_id, amount_cents)
       SELECT $1, charge_id, amount_cents FROM unnest($2::int[], $3::int[]) AS a(charge_id, amount_cents)`,
      [paymentId, allocations.map((a) => a.chargeId), allocations.map((a) => a.amountCents)],
    );
  }
  return { paymentId, verificationCode };
}

export interface PaymentRow {
  id: number;
  paid_at: Date;
  description: string;
  amount_cents: number;
  method_label: string;
  verification_code: string;
}

const PAYMENT_COLUMNS = 'id, paid_at, description, amount_cents, method_label, verification_code';

export const toPaymentRecord = (row: PaymentRow): PaymentRecord => ({
  paymentId: row.id,
  date: row.paid_at.toISOString(),
  description: row.description,
  amount: fromCents(row.amount_cents),
  method: row.method_label,
  verificationCode: row.verification_code,
});

/** The student's payments, newest first. */
export function listPayments(db: Queryable, studentId: number): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE student_id = $1 ORDER BY paid_at DESC, id DESC`,
    [studentId],
  );
}

/** One payment of the student's (undefined when it is someone else's or does not exist). */
export function findPayment(
  db: Queryable,
  studentId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  return queryOne<PaymentRow>(
    db,
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 AND student_id = $2`,
    [paymentId, studentId],
  );
}

/** What a payment paid: each charge's description, date and the amount put on it. */
export function paymentAllocations(
  db: Queryable,
  paymentId: number,
): Promise<{ description: string; charged_on: string; amount_cents: number }[]> {
  return db.query(
    `SELECT c.description, c.charged_on::text AS charged_on, a.amount_cents
       FROM payment_allocations a JOIN charges c ON c.id = a.charge_id
      WHERE a.payment_id = $1 ORDER BY c.charged_on, c.id`,
    [paymentId],
  );
}
