import {
  chargeListSchema,
  classResponseSchema,
  paymentResultSchema,
  paymentListSchema,
  pathwayResponseSchema,
  REGISTRATION_MESSAGES,
  type Payment,
  type Registration,
} from '../../contracts';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import { card, newKey, studentCredit, type Caller } from '../../../test/support/payments';
import {
  filledEntries,
  giveEmergencyContact,
  givePrimaryPhone,
  giveSignature,
  listsOf,
  openForm,
} from '../../../test/support/registration';
import { venueOf } from '../../../test/support/enrollments';
import { IDEMPOTENCY_MESSAGES, PAYMENT_MESSAGES, TEST_CARDS } from '../payments';
import { REGISTRATION_API_MESSAGES } from './services/errors';
import { REGISTRATION_DEMO_VENUES as V } from './seed/registration-demo';

const area = useAreaTest(16);

const WAIVER = 'I receive SNAP, WIC or Medicaid benefits (the $25 materials fee is waived)';

/** A test student ready to submit (a primary phone, a signature) with a venue's form filled and signed. */
async function signedForm(code: string, overrides: Record<string, number> = {}) {
  const student = area.fresh();
  await givePrimaryPhone(student);
  await giveSignature(student);
  const registration = await openForm(student, area.ctx.db, code);
  const fields = filledEntries(registration, await listsOf(student), overrides);
  const signed = await student.post('registration/sign', {
    studentRegistrationId: registration.studentRegistrationId,
    fields,
  });
  expect(signed.statusCode).toBe(200);
  const pay = (amount: number, payment: Payment = card(), extra: Record<string, unknown> = {}) => ({
    studentRegistrationId: registration.studentRegistrationId,
    fields,
    refundPolicyAgreed: true,
    payment,
    amount,
    idempotencyKey: newKey(),
    ...extra,
  });
  return { student, registration, fields, pay };
}

const classState = async (student: Caller, code: string) => {
  const { venueId } = await venueOf(area.ctx.db, code);
  return classResponseSchema.parse((await student.get(`class/${venueId}`)).json().data).class;
};

/** The charge of the student's account with that description, as the account page lists it. */
const chargeNamed = async (student: Caller, description: string) =>
  chargeListSchema
    .parse((await student.get('student/account/charges')).json().data)
    .charges.find((c) => c.description === description);

const statusOf = async (registration: Registration) =>
  (
    await area.ctx.db.query<{ status: string }>('SELECT status FROM registration_infos WHERE id = $1', [
      registration.studentRegistrationId,
    ])
  )[0]!.status;

describe('POST /registration/pay', () => {
  it('pays a full fee by card: the result, the payment and its charge, and the venue Registered', async () => {
    const { student, pay } = await signedForm(V.simpleFull);
    const res = await student.post('registration/pay', pay(225));
    expect(res.statusCode).toBe(200);
    const result = paymentResultSchema.parse(res.json().data);
    expect(result.paidAmount).toBe(225);
    expect(result.verificationCode).toMatch(/^[A-Z0-9]{10}$/);

    const { payments } = paymentListSchema.parse((await student.get('student/account/payments')).json().data);
    expect(payments.find((p) => p.verificationCode === result.verificationCode)).toMatchObject({
      amount: 225,
      method: 'Visa ending 1111',
      description: 'Registration: Forklift Operator Certification',
    });
    expect(await chargeNamed(student, 'Registration: Forklift Operator Certification')).toMatchObject({
      charged: 225,
      paid: 225,
      balance: 0,
    });
    expect(await classState(student, V.simpleFull)).toMatchObject({
      enrollState: 'registered',
      enrollStateTitle: 'Registered',
    });
    const [enrollment] = await area.ctx.db.query<{ status: string; amount_paid: number }>(
      `SELECT e.status, e.amount_paid FROM enrollments e JOIN classes c ON c.id = e.venue_id AND e.venue_type = 'CLASS'
        WHERE e.student_id = $1 AND c.code = $2`,
      [student.studentId, V.simpleFull],
    );
    expect(enrollment).toEqual({ status: 'registered', amount_paid: 225 });
  });

  it('replays the same request for the same key and charges once; another request with it is refused', async () => {
    const { student, pay } = await signedForm(V.simpleService);
    const request = pay(35);
    const first = await student.post('registration/pay', request);
    expect(first.statusCode).toBe(200);
    const again = await student.post('registration/pay', request);
    expect([again.statusCode, again.json().data]).toEqual([200, first.json().data]);
    const rows = await area.ctx.db.query(
      `SELECT 1 FROM payments WHERE student_id = $1 AND source = 'registration'`,
      [student.studentId],
    );
    expect(rows).toHaveLength(1);
    const other = await student.post('registration/pay', { ...request, amount: 36 });
    expect([other.statusCode, other.json().errorMessage]).toEqual([422, IDEMPOTENCY_MESSAGES.reused]);
  });

  it('refuses an amount that is not the cost, and a form with nothing to pay', async () => {
    const { student, pay } = await signedForm(V.simpleService);
    expectError(
      await student.post('registration/pay', pay(25)),
      422,
      'amount_mismatch',
      REGISTRATION_API_MESSAGES.amountMismatch,
    );
    const none = await signedForm(V.simpleNone);
    expectError(
      await none.student.post('registration/pay', none.pay(1)),
      422,
      'registration_payment_not_needed',
      REGISTRATION_API_MESSAGES.paymentNotNeeded,
    );
    // A fee dismissed by the type 16 field: nothing to pay either.
    const waived = await signedForm(V.feeWaiver, { [WAIVER]: 1 });
    expectError(
      await waived.student.post('registration/pay', waived.pay(25)),
      422,
      'registration_payment_not_needed',
      REGISTRATION_API_MESSAGES.paymentNotNeeded,
    );
    // Refused before anything was claimed: the form is still in progress, nothing paid.
    expect(await statusOf(waived.registration)).toBe('open');
  });

  it('answers a declined card with the gateway’s message, keeps the form, and takes another card', async () => {
    const { student, registration, pay } = await signedForm(V.simpleService);
    const declined = await student.post('registration/pay', pay(35, card(TEST_CARDS.declined)));
    expectError(declined, 402, 'payment_declined', PAYMENT_MESSAGES.cardDeclined, {
      retryEnabled: false,
      backEnabled: true,
    });
    expect(await statusOf(registration)).toBe('open');
    const paid = await student.post('registration/pay', pay(35));
    expect([paid.statusCode, paid.json().data.paidAmount]).toEqual([200, 35]);
  });

  it('needs the refund policy agreed by card, not with Charge My Account', async () => {
    const { student, pay } = await signedForm(V.simpleFull);
    expectError(
      await student.post('registration/pay', pay(225, card(), { refundPolicyAgreed: false })),
      422,
      'registration_refund_policy_not_agreed',
      REGISTRATION_MESSAGES.refundPolicy,
    );
    // A required full fee may go on the account (spec 6); the fee is then left to pay.
    const res = await student.post(
      'registration/pay',
      pay(225, studentCredit, { refundPolicyAgreed: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paidAmount).toBe(225);
    expect(await chargeNamed(student, 'Registration: Forklift Operator Certification')).toMatchObject({
      charged: 225,
      paid: 0,
      balance: 225,
    });
    const rows = await area.ctx.db.query(
      `SELECT 1 FROM payments WHERE student_id = $1 AND source = 'registration'`,
      [student.studentId],
    );
    expect(rows).toHaveLength(0);
  });

  it('offers Charge My Account only where spec 6 does', async () => {
    // A required service fee: not offered.
    const service = await signedForm(V.simpleService);
    expectError(
      await service.student.post('registration/pay', service.pay(35, studentCredit)),
      400,
      'payment_method_unavailable',
      PAYMENT_MESSAGES.studentCredit,
      { retryEnabled: false, backEnabled: true },
    );
    // A service fee that is not required: offered.
    const waiver = await signedForm(V.feeWaiver);
    const res = await waiver.student.post('registration/pay', waiver.pay(25, studentCredit));
    expect([res.statusCode, res.json().data.paidAmount]).toEqual([200, 25]);
  });

  it('refuses what submit refuses: a field in error, an unsigned change, and someone else’s form', async () => {
    const { student, registration, fields, pay } = await signedForm(V.simpleFull);
    const emptied = fields.map((f, i) => (i === 2 ? { ...f, registeredValue: null } : f));
    expectError(
      await student.post('registration/pay', { ...pay(225), fields: emptied }),
      422,
      'registration_field_invalid',
      'The field is required.',
      { studentRegistrationFieldId: fields[2]!.studentRegistrationFieldId },
    );
    const changed = fields.map((f, i) => (i === 0 ? { ...f, registeredValue: 'Changed' } : f));
    expectError(
      await student.post('registration/pay', { ...pay(225), fields: changed }),
      422,
      'registration_not_signed',
      REGISTRATION_MESSAGES.signFirst,
    );
    const other = area.fresh();
    expectNotFound(await other.post('registration/pay', pay(225)), 'Registration form not found');
    expect(await statusOf(registration)).toBe('open');
  });

  it('pays a pathway’s deposit: the pathway is Registered', async () => {
    const student = area.fresh();
    await givePrimaryPhone(student);
    await giveSignature(student);
    const contactId = await giveEmergencyContact(student);
    const registration = await openForm(student, area.ctx.db, V.pathway);
    const fields = filledEntries(registration, await listsOf(student), { 'Emergency contact': contactId });
    await student.post('registration/sign', {
      studentRegistrationId: registration.studentRegistrationId,
      fields,
    });
    const res = await student.post('registration/pay', {
      studentRegistrationId: registration.studentRegistrationId,
      fields,
      refundPolicyAgreed: true,
      payment: card(),
      amount: 150,
      idempotencyKey: newKey(),
    });
    expect([res.statusCode, res.json().data.paidAmount]).toEqual([200, 150]);
    const { venueId } = await venueOf(area.ctx.db, V.pathway);
    const { pathway } = pathwayResponseSchema.parse((await student.get(`pathway/${venueId}`)).json().data);
    expect(pathway.venue).toMatchObject({ enrollState: 'registered', enrollStateTitle: 'Registered' });
  });
});
