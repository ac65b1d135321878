import crypto from 'node:crypto';
import type { Payment } from '../../../contracts';
import { queryOne, type Db, type Queryable } from '../../../db';
import { HttpError } from '../../../http/errors';
import { canonicalJson } from '../../../lib/canonical-json';
import { paymentFailure } from './gateway';

/**
 * Idempotent payments (table payment_attempts). A payment call carries an idempotency key: the client
 * makes a new one for each submission and sends the same one again only to repeat a request whose reply
 * it lost. Per (student, key):
 * 1. a key already used: with another request (fingerprint) 422; still processing 409 (retry); finished:
 *    its stored reply again, success or failure, and nothing is charged again;
 * 2. otherwise the request is checked against the current state without writing anything (a refusal
 *    here records nothing: the same key may be sent again once the problem is fixed);
 * 3. the key is claimed with INSERT ... ON CONFLICT DO NOTHING: the unique (student_id,
 *    idempotency_key) is the lock, on PGlite and across API instances on PostgreSQL alike; whoever
 *    does not get the row goes back to 1;
 * 4. the payment runs in one transaction that also marks the attempt succeeded with its reply; a
 *    refusal (a decline, a gateway error, a state that changed meanwhile) is stored as failed and
 *    replayed for that key. An unexpected error (a bug, the database) releases the key: nothing was
 *    recorded, and the simulated gateway keeps nothing.
 * A key whose request never finished (the process died) stays `processing`: 409 for that key, and the
 * client's next submission has a new key.
 */

export type PaymentOperation = 'checkout' | 'charges' | 'registration';

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This payment was already submitted with different details.',
  processing: 'This payment is being processed. Please wait a moment and try again.',
} as const;

type StoredReply =
  | { ok: true; data: unknown }
  | { ok: false; status: number; code: string; message: string; data: Record<string, unknown> | null };

interface AttemptRow {
  id: number;
  request_fingerprint: string;
  status: 'processing' | 'succeeded' | 'failed';
  response: StoredReply | null;
}

/** The payment with nothing secret: card and account numbers cut to their last 4, no security code. */
function withoutSecrets(payment: Payment): unknown {
  switch (payment.type) {
    case 'credit-card': {
      const { cardNumber, securityCode: _securityCode, ...rest } = payment.paymentInfo;
      return {
        ...payment,
        paymentInfo: { ...rest, cardLast4: cardNumber.slice(-4), cardLength: cardNumber.length },
      };
    }
    case 'account-transfer': {
      const { accountNumber, ...rest } = payment.paymentInfo;
      return { ...payment, paymentInfo: { ...rest, accountLast4: accountNumber.slice(-4) } };
    }
    default:
      return payment;
  }
}

/**
 * The SHA-256 of the operation and its request body (key included), with the payment's secrets
 * removed first (withoutSecrets): what "the same request" means for a key.
 */
export function requestFingerprint(
  operation: PaymentOperation,
  body: { payment?: Payment; paymentInfo?: Payment } & Record<string, unknown>,
): string {
  const safe: Record<string, unknown> = { ...body };
  if (body.payment) safe.payment = withoutSecrets(body.payment);
  if (body.paymentInfo) safe.paymentInfo = withoutSecrets(body.paymentInfo);
  return crypto
    .createHash('sha256')
    .update(canonicalJson({ operation, body: safe }))
    .digest('hex');
}

const findAttempt = (db: Queryable, studentId: number, key: string) =>
  queryOne<AttemptRow>(
    db,
    `SELECT id, request_fingerprint, status, response FROM payment_attempts
      WHERE student_id = $1 AND idempotency_key = $2`,
    [studentId, key],
  );

/** What a key already used answers. */
function replay<T>(attempt: AttemptRow, fingerprint: string): T {
  if (attempt.request_fingerprint !== fingerprint)
    throw paymentFailure(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
  const reply = attempt.response;
  if (attempt.status === 'processing' || reply === null)
    throw paymentFailure(409, 'payment_in_progress', IDEMPOTENCY_MESSAGES.processing, {
      retryEnabled: true,
      backEnabled: false,
    });
  if (reply.ok) return reply.data as T;
  throw new HttpError(reply.status, reply.code, reply.message, reply.data);
}

export interface IdempotentPayment<T> {
  studentId: number;
  operation: PaymentOperation;
  /** The request's body: its idempotency key, and what "the same request" is (requestFingerprint). */
  input: { idempotencyKey: string } & Parameters<typeof requestFingerprint>[1];
  /** Checks the request against the current state; writes nothing. */
  check: () => Promise<void>;
  /** Pays, inside the transaction that records the reply (use only `tx`). */
  pay: (tx: Queryable) => Promise<T>;
}

export async function runIdempotentPayment<T>(db: Db, p: IdempotentPayment<T>): Promise<T> {
  const key = p.input.idempotencyKey;
  const fingerprint = requestFingerprint(p.operation, p.input);
  const existing = await findAttempt(db, p.studentId, key);
  if (existing) return replay<T>(existing, fingerprint);
  await p.check();
  const [claimed] = await db.query<{ id: number }>(
    `INSERT INTO payment_attempts (student_id, idempotency_key, operation, request_fingerprint)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (student_id, idempotency_key) DO NOTHING RETURNING id`,
    [p.studentId, key, p.operation, fingerprint],
  );
  if (!claimed) {
    const other = await findAttempt(db, p.studentId, key);
    if (!other) throw new Error('The idempotency key was claimed and released at once');
    return replay<T>(other, fingerprint);
  }
  const finish = (q: Queryable, status: 'succeeded' | 'failed', reply: StoredReply) =>
    q.query(
      `UPDATE payment_attempts SET status = $2, response = $3::jsonb, updated_at = now() WHERE id = $1`,
      [claimed.id, status, JSON.stringify(reply)],
    );
  try {
    return await db.transaction(async (tx) => {
      const data = await p.pay(tx);
      await finish(tx, 'succeeded', { ok: true, data });
      return data;
    });
  } catch (error) {
    if (error instanceof HttpError) {
      await finish(db, 'failed', {
        ok: false,
        status: error.status,
        code: error.code,
        message: error.message,
        data: error.data,
      });
    } else {
      await db
        .query(`DELETE FROM payment_attempts WHERE id = $1 AND status = 'processing'`, [claimed.id])
        .catch(() => undefined);
    }
    throw error;
  }
}

/**
 * A payment operation as its steps, run in the order every payment takes them: `check` on its own
 * first (a refusal records nothing), then, inside the transaction that records the reply, `lock`, the
 * same `check` again (the state checked is the state paid) and `pay` with what it found.
 */
export interface PaymentSteps<C, I extends IdempotentPayment<unknown>['input'], K, T> {
  operation: PaymentOperation;
  /** Every rule of the request against the current state; throws the first refusal, writes nothing. */
  check: (q: Queryable, context: C, studentId: number, input: I) => Promise<K>;
  /** Locks the rows the payment reads and writes, so that no other request changes them meanwhile. */
  lock: (tx: Queryable, studentId: number, input: I) => Promise<void>;
  /** Pays with what the check found, inside the transaction (use only `tx`). */
  pay: (tx: Queryable, checked: K, call: { context: C; studentId: number; input: I }) => Promise<T>;
}

/** The operation's call, idempotent (runIdempotentPayment): `(db, context, studentId, input)`. */
export const idempotentPayment =
  <C, I extends IdempotentPayment<unknown>['input'], K, T>(steps: PaymentSteps<C, I, K, T>) =>
  (db: Db, context: C, studentId: number, input: I): Promise<T> =>
    runIdempotentPayment<T>(db, {
      studentId,
      operation: steps.operation,
      input,
      check: async () => {
        await steps.check(db, context, studentId, input);
      },
      pay: async (tx) => {
        await steps.lock(tx, studentId, input);
        const checked = await steps.check(tx, context, studentId, input);
        return steps.pay(tx, checked, { context, studentId, input });
      },
    });
