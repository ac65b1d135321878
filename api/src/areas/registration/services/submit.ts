import {
  fromCents,
  isFeeDismissed,
  isPaymentNeeded,
  isRefundAgreementNeeded,
  isStudentCreditOffered,
  registrationCost,
  toCents,
  type FieldValue,
  type PayRegistrationInput,
  type PaymentResult,
  type School,
  type SubmitRegistrationInput,
} from '../../../contracts';
import { queryOne, type Db, type Queryable } from '../../../db';
import { HttpError } from '../../../http/errors';
import { lockStudent } from '../../../students/lock-student';
import {
  chargeOrThrow,
  describeItems,
  insertPayment,
  newVerificationCode,
  requireAvailableMethod,
  idempotentPayment,
  validatePaymentDetails,
  type PaymentMethodRecord,
} from '../../payments';
import {
  amountMismatch,
  paymentNotNeeded,
  paymentRequired,
  refundPolicyNotAgreed,
  REGISTRATION_API_MESSAGES,
  REGISTRATION_ERROR_CODES,
  signFirst,
  venueStateRefusal,
} from './errors';
import { applyEntries, checkSubmittable, studentLists } from './field-checks';
import {
  findRegistrationInProgress,
  loadValues,
  storeValues,
  valueOf,
  valuesHash,
  type StoredValues,
} from './forms';
import { loadRegistration, type LoadedRegistration } from './registration-form';

/**
 * POST /registration/submit and /registration/pay (spec 4.1, 5.1, 6): the server checks every rule the
 * wizard checks, in the wizard's order, so that a hand-made request skips none. A submitted form makes
 * the venue 'Registered' in browse and an enrollment of status 'registered' (see 010_registration.sql):
 * it holds a seat and is listed with the student's enrollments until the school accepts it.
 */

/** What the submit and pay checks need of the app: the school, and whether it serves the spec's calls only. */
export interface SubmissionContext {
  school: School;
  /** No sign call is served (app.ts `specOnly`), so no recorded signature can be asked for. */
  specOnly: boolean;
}

interface CheckedSubmission {
  r: LoadedRegistration;
  values: StoredValues;
  hash: string;
  dismissed: boolean;
  costCents: number;
  paymentNeeded: boolean;
}

const feeFacts = (r: LoadedRegistration) => ({
  feeType: r.form.feeType,
  registrationFee: fromCents(r.form.registrationFeeCents),
  totalPrice: r.venue.totalPrice,
});

/**
 * The rules both calls share, in order: the venue can still be registered for; every field's rules
 * (the first field in error, its id in `data` for the Go link); a primary address and phone; the
 * signature of exactly these values. Writes nothing.
 */
async function checkSubmission(
  q: Queryable,
  { school, specOnly }: SubmissionContext,
  studentId: number,
  input: SubmitRegistrationInput,
): Promise<CheckedSubmission> {
  const r = await loadRegistration(q, studentId, input.studentRegistrationId);
  if (r.venue.enrollState !== 'register') throw venueStateRefusal(r.venue);
  const id = r.registration.id;
  const values = applyEntries(r.form.fields, await loadValues(q, id), input.fields);
  checkSubmittable(r.form.fields, values, await studentLists(q, school, studentId));
  const hash = valuesHash(id, r.form.fields, values);
  const signed = await queryOne<{ values_hash: string }>(
    q,
    'SELECT values_hash FROM registration_signatures WHERE registration_info_id = $1',
    [id],
  );
  // Spec-only, no sign call exists: signing is the wizard's flag (spec 4.1), which no server can see.
  if (!specOnly && signed?.values_hash !== hash) throw signFirst();
  const byId: Record<number, FieldValue> = Object.fromEntries(
    r.form.fields.map((field) => [field.studentRegistrationFieldId, valueOf(values, field)]),
  );
  const dismissed = isFeeDismissed(r.form.fields, byId);
  return {
    r,
    values,
    hash,
    dismissed,
    costCents: toCents(registrationCost(feeFacts(r), dismissed)),
    paymentNeeded: isPaymentNeeded(feeFacts(r), dismissed),
  };
}

/**
 * Serialises a student's submissions and payments, then the venue's seats: the student first, then the
 * class or pathway (as the checkout locks them), so that the state and seats checked are the ones written.
 */
async function lockForSubmission(tx: Queryable, studentId: number, studentRegistrationId: number) {
  await lockStudent(tx, studentId);
  const registration = await findRegistrationInProgress(tx, studentId, studentRegistrationId, {
    forUpdate: true,
  });
  if (!registration) return;
  await tx.query(
    `SELECT id FROM ${registration.venueType === 'CLASS' ? 'classes' : 'pathways'} WHERE id = $1 FOR UPDATE`,
    [registration.venueId],
  );
}

interface Settlement {
  refundPolicyAgreed: boolean;
  method: PaymentMethodRecord['type'] | 'student-credit';
  paymentId: number | null;
  chargeId: number | null;
  verificationCode: string | null;
  paidCents: number;
}

/** Stores the values, marks the copy submitted and records the submission and its 'registered' enrollment. */
async function finishSubmission(tx: Queryable, c: CheckedSubmission, s: Settlement): Promise<void> {
  const { r } = c;
  const id = r.registration.id;
  await storeValues(tx, id, r.form.fields, c.values);
  const enrollment = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO enrollments (student_id, venue_type, venue_id, status, source, amount_paid, payment_id)
     VALUES ($1, $2, $3, 'registered', 'form', $4, $5)
     ON CONFLICT (student_id, venue_type, venue_id) WHERE status <> 'dropped' DO NOTHING
     RETURNING id`,
    [
      r.registration.studentId,
      r.registration.venueType,
      r.registration.venueId,
      fromCents(s.paidCents),
      s.paymentId,
    ],
  );
  if (!enrollment) {
    throw new HttpError(
      409,
      REGISTRATION_ERROR_CODES.alreadyEnrolled,
      REGISTRATION_API_MESSAGES.alreadyEnrolled(r.venue.title),
    );
  }
  await tx.query(`UPDATE registration_infos SET status = 'submitted', updated_at = now() WHERE id = $1`, [
    id,
  ]);
  const snapshot = r.form.fields.map((field) => ({
    studentRegistrationFieldId: field.studentRegistrationFieldId,
    controlType: field.controlType,
    controlLabel: field.controlLabel,
    registeredValue: valueOf(c.values, field),
  }));
  await tx.query(
    `INSERT INTO registration_submissions (registration_info_id, form_id, values_json, values_hash, cost_cents,
       fee_dismissed, refund_policy_id, refund_policy_agreed, payment_method, payment_id, charge_id,
       verification_code, enrollment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      r.form.id,
      JSON.stringify(snapshot),
      c.hash,
      c.costCents,
      c.dismissed,
      r.refundPolicy?.id ?? null,
      s.refundPolicyAgreed,
      s.method,
      s.paymentId,
      s.chargeId,
      s.verificationCode,
      enrollment.id,
    ],
  );
}

/** POST /registration/submit: a form with nothing to pay (payment needed is a 422: use pay). */
export async function submitRegistration(
  db: Db,
  context: SubmissionContext,
  studentId: number,
  input: SubmitRegistrationInput,
): Promise<{ submitted: true }> {
  await db.transaction(async (tx) => {
    await lockForSubmission(tx, studentId, input.studentRegistrationId);
    const c = await checkSubmission(tx, context, studentId, input);
    if (c.paymentNeeded) throw paymentRequired(c.costCents);
    // Nothing is paid, so there is no refund policy to agree to (spec 5.1).
    await finishSubmission(tx, c, {
      refundPolicyAgreed: false,
      method: 'none',
      paymentId: null,
      chargeId: null,
      verificationCode: null,
      paidCents: 0,
    });
  });
  return { submitted: true };
}

/**
 * Pay's rules beyond submit's: payment is needed, the amount is the cost, the method is offered
 * (Charge My Account only where spec 6 allows it for this fee), the refund policy is agreed unless
 * paying with student credit, and the card or bank data pass spec 5.2 and 5.3.
 */
async function checkPayment(
  q: Queryable,
  context: SubmissionContext,
  studentId: number,
  input: PayRegistrationInput,
): Promise<CheckedSubmission> {
  const { school } = context;
  const c = await checkSubmission(q, context, studentId, input);
  if (!c.paymentNeeded) throw paymentNotNeeded();
  // Exactly the cost, as the page sends it: rounding to cents would take 225.000000001 for 225.
  if (input.amount !== fromCents(c.costCents)) throw amountMismatch();
  const { payment } = input;
  const fee = { feeType: c.r.form.feeType, feeRequired: c.r.form.feeRequired };
  // Charge My Account where the fee allows it (spec 6); any other method, or Charge My Account where
  // it is not offered, is checked as at the checkout (which refuses Charge My Account in these words).
  if (
    payment.type !== 'student-credit' ||
    !isStudentCreditOffered(school.payments.studentAccountChargeEnabled, fee)
  )
    requireAvailableMethod(school, payment);
  if (isRefundAgreementNeeded(c.r, payment.type) && !input.refundPolicyAgreed) throw refundPolicyNotAgreed();
  if (payment.type !== 'student-credit') validatePaymentDetails(payment);
  return c;
}

/**
 * POST /registration/pay, idempotent as the checkout (payments' idempotency.ts): the fee becomes a
 * charge of the student's account, paid by this payment through the gateway, or, with Charge My
 * Account, left on the account to pay later (then no payment is made: `paidAmount` is the amount put on
 * the account and the verification code is the submission's own).
 */
export const payRegistration = idempotentPayment({
  operation: 'registration',
  check: checkPayment,
  lock: (tx, studentId, input: PayRegistrationInput) =>
    lockForSubmission(tx, studentId, input.studentRegistrationId),
  pay: async (tx, c, { studentId, input }): Promise<PaymentResult> => {
    const { payment } = input;
    const method = payment.type === 'student-credit' ? null : chargeOrThrow(payment, c.costCents);
    const description = describeItems(c.r.form.feeType === 'full' ? 'Registration' : 'Registration fee', [
      c.r.venue.title,
    ]);
    const charge = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO charges (student_id, description, amount_cents, due_date)
         VALUES ($1, $2, $3, current_date) RETURNING id`,
      [studentId, description, c.costCents],
    );
    const chargeId = charge!.id;
    let paymentId: number | null = null;
    let verificationCode: string;
    if (method) {
      ({ paymentId, verificationCode } = await insertPayment(tx, {
        studentId,
        description,
        amountCents: c.costCents,
        source: 'registration',
        method,
        allocations: [{ chargeId, amountCents: c.costCents }],
      }));
    } else {
      verificationCode = newVerificationCode();
    }
    await finishSubmission(tx, c, {
      refundPolicyAgreed: input.refundPolicyAgreed,
      method: method?.type ?? 'student-credit',
      paymentId,
      chargeId,
      verificationCode,
      paidCents: method ? c.costCents : 0,
    });
    return { paidAmount: fromCents(c.costCents), verificationCode };
  },
});
