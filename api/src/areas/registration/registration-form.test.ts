import {
  addressListReplySchema,
  classResponseSchema,
  contactListReplySchema,
  enrollmentsResponseSchema,
  noCostFormResponseSchema,
  REGISTRATION_MESSAGES,
  refundPolicyReplySchema,
  type FieldValue,
  type Registration,
} from '../../contracts';
import { expectError, expectNotFound } from '../../../test/support/accounts';
import { useAreaTest } from '../../../test/support/area-test';
import { callerFor, studentIdOf, type Caller } from '../../../test/support/payments';
import {
  fieldNamed,
  filledEntries,
  giveEmergencyContact,
  givePrimaryPhone,
  giveSignature,
  listsOf,
  openForm,
} from '../../../test/support/registration';
import { venueOf } from '../../../test/support/enrollments';
import { REGISTRATION_API_MESSAGES } from './services/errors';
import { EMERGENCY_CONTACT_NAME, REGISTRATION_DEMO_VENUES as V } from './seed/registration-demo';

const area = useAreaTest(30);

const pendingForms = async (caller: Caller) =>
  (await caller.post('student/pending_forms', {})).json().data.pendingRegistrationForms as {
    registrationInfoId: number;
    venueId: number;
    title: string;
  }[];

const classVenue = async (caller: Caller, code: string) => {
  const { venueId } = await venueOf(area.ctx.db, code);
  return classResponseSchema.parse((await caller.get(`class/${venueId}`)).json().data).class;
};

const statusOf = async (id: number) =>
  (
    await area.ctx.db.query<{ status: string }>('SELECT status FROM registration_infos WHERE id = $1', [id])
  )[0]?.status;

const entry = (registration: Registration, label: string, registeredValue: FieldValue) => ({
  studentRegistrationFieldId: fieldNamed(registration, label).studentRegistrationFieldId,
  registeredValue,
});

/** A test student with what submitting needs (a primary phone, a signature) and a venue's form open. */
async function ready(code: string, { phone = true, signature = true } = {}) {
  const student = area.fresh();
  if (phone) await givePrimaryPhone(student);
  if (signature) await giveSignature(student);
  const registration = await openForm(student, area.ctx.db, code);
  return { student, registration };
}

const body = (registration: Registration, fields: unknown, extra: Record<string, unknown> = {}) => ({
  studentRegistrationId: registration.studentRegistrationId,
  fields,
  ...extra,
});

/** Saving one field's value is refused (422) with `message`, naming the field. */
async function expectSaveRefused(
  student: Caller,
  registration: Registration,
  label: string,
  value: FieldValue,
  message: string,
) {
  expectError(
    await student.post('registration/save', body(registration, [entry(registration, label, value)])),
    422,
    'registration_field_invalid',
    message,
    { studentRegistrationFieldId: fieldNamed(registration, label).studentRegistrationFieldId },
  );
}

/** Fills every field, signs, and returns the submit body. */
async function signedSubmission(student: Caller, registration: Registration, overrides = {}) {
  const fields = filledEntries(registration, await listsOf(student), overrides);
  const signed = await student.post('registration/sign', body(registration, fields));
  expect([signed.statusCode, signed.json().data]).toEqual([200, { signed: true }]);
  return body(registration, fields);
}

describe('POST /registration', () => {
  it('opens a venue’s form for a new student: fields in form order, the venue’s price and refund policy', async () => {
    const student = area.fresh();
    const registration = await openForm(student, area.ctx.db, V.simpleFull);
    const { venueId } = await venueOf(area.ctx.db, V.simpleFull);
    expect(registration).toMatchObject({
      venueType: 'CLASS',
      venueId,
      title: 'Forklift Operator Certification',
      feeType: 'full',
      feeRequired: true,
      totalPrice: 225,
      refundPolicy: { title: 'Standard refund policy' },
      instructions: null,
      postInstructions: null,
    });
    expect(registration.fields.map((f) => f.controlType)).toEqual([0, 1, 2, 4, 5, 7, 8]);
    expect(registration.fields.every((f) => f.dataIsRequired && f.registeredValue === null)).toBe(true);
    expect(fieldNamed(registration, EMERGENCY_CONTACT_NAME)).toMatchObject({ controlType: 0, mask: null });
    // Opening it again gives the same copy; only opened, it is no pending form.
    expect((await openForm(student, area.ctx.db, V.simpleFull)).studentRegistrationId).toBe(
      registration.studentRegistrationId,
    );
    expect(await statusOf(registration.studentRegistrationId)).toBe('open');
    expect(await pendingForms(student)).toEqual([]);
    expect(await classVenue(student, V.simpleFull)).toMatchObject({
      enrollState: 'register',
      registrationInfoId: null,
    });
  });

  it('gives the instructions and post-instructions, and a pathway’s form', async () => {
    const student = area.fresh();
    const stna = await openForm(student, area.ctx.db, V.instructions);
    expect(stna.instructions).toContain('two-step TB test');
    expect(stna.postInstructions).toContain('3 business days');
    const pathway = await openForm(student, area.ctx.db, V.pathway);
    expect(pathway).toMatchObject({
      venueType: 'PATH',
      feeType: 'service',
      registrationFee: 150,
      refundPolicy: { title: 'Program refund policy' },
    });
  });

  it('holds every control type in the showcase form, with the ssn and dob masks', async () => {
    const registration = await openForm(area.fresh(), area.ctx.db, V.everyControl);
    expect([...new Set(registration.fields.map((f) => f.controlType))].sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(registration.fields.map((f) => f.mask).filter(Boolean)).toEqual(['dob', 'ssn']);
    // Groups in order, each field under its group.
    const groups = registration.fields.map((f) => f.group);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
  });

  it("reopens student@demo.school's pending form from the header with its saved values", async () => {
    const [pending] = await pendingForms(area.demo);
    expect(pending).toBeDefined();
    const res = await area.demo.post('registration', {
      venueType: 'CLASS',
      venueId: pending!.venueId,
      studentRegistrationId: pending!.registrationInfoId,
    });
    expect(res.statusCode).toBe(200);
    const { registration } = res.json().data as { registration: Registration };
    expect(fieldNamed(registration, 'Name as it should appear on your certificate').registeredValue).toBe(
      'Jordan Rivera',
    );
    expect(
      fieldNamed(registration, 'Have you had a two-step TB test in the last 12 months?').registeredValue,
    ).toBe('Yes');
  });

  it('refuses a copy that is not the student’s, or not of that venue (404)', async () => {
    const [pending] = await pendingForms(area.demo);
    const other = area.fresh();
    for (const input of [
      { venueType: 'CLASS', venueId: pending!.venueId, studentRegistrationId: pending!.registrationInfoId },
      {
        ...(await venueOf(area.ctx.db, V.simpleNone)),
        studentRegistrationId: pending!.registrationInfoId,
      },
    ])
      expectNotFound(await other.post('registration', input), 'Registration form not found');
    expectNotFound(
      await area.demo.post('registration', {
        ...(await venueOf(area.ctx.db, V.simpleNone)),
        studentRegistrationId: pending!.registrationInfoId,
      }),
      'Registration form not found',
    );
    // The venue's own form only.
    expectNotFound(
      await other.post('registration', {
        ...(await venueOf(area.ctx.db, V.simpleNone)),
        registrationId: 999,
      }),
      'Registration form not found',
    );
  });

  it('opens a new form only where the enroll state is register (409 in the words of the state)', async () => {
    const student = area.fresh();
    const soon = await student.post('registration', await venueOf(area.ctx.db, 'HLT-110-B'));
    expectError(
      soon,
      409,
      'registration_unavailable',
      'Registration for State Tested Nursing Assistant (STNA) is not open yet.',
    );
    expectError(
      await student.post('registration', await venueOf(area.ctx.db, 'WEL-101-A')),
      409,
      'registration_unavailable',
      'Welding Fundamentals does not take a registration form.',
    );
    expectError(
      await area.demo.post('registration', await venueOf(area.ctx.db, 'ECE-120-A')),
      409,
      'registration_unavailable',
      REGISTRATION_API_MESSAGES.alreadyRegistered('CDA Credential Preparation'),
    );
    expect(
      (await area.ctx.db.query('SELECT 1 FROM registration_infos WHERE student_id = $1', [student.studentId]))
        .length,
    ).toBe(0);
  });

  it('is for full-access students only (403)', async () => {
    const restricted = await callerFor(area.ctx, await studentIdOf(area.ctx.db, 'unverified@demo.school'));
    const res = await restricted.post('registration', await venueOf(area.ctx.db, V.simpleNone));
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'restricted']);
  });
});

describe('save and discard', () => {
  it('saves values (the form becomes pending) and reopening keeps them', async () => {
    const student = area.fresh();
    const registration = await openForm(student, area.ctx.db, V.simpleService);
    const saved = await student.post(
      'registration/save',
      body(registration, [
        entry(registration, EMERGENCY_CONTACT_NAME, 'Pat Tester'),
        entry(registration, 'County you will be commissioned in', 'Delaware'),
        entry(registration, 'Notarial acts you expect to perform', ['Jurats', 'Acknowledgments']),
      ]),
    );
    expect([saved.statusCode, saved.json().data]).toEqual([200, {}]);
    expect(await statusOf(registration.studentRegistrationId)).toBe('pending');
    expect(await pendingForms(student)).toEqual([
      expect.objectContaining({
        registrationInfoId: registration.studentRegistrationId,
        title: 'Notary Public Commission Preparation',
      }),
    ]);
    expect((await classVenue(student, V.simpleService)).registrationInfoId).toBe(
      registration.studentRegistrationId,
    );

    const again = await openForm(student, area.ctx.db, V.simpleService);
    expect(again.studentRegistrationId).toBe(registration.studentRegistrationId);
    const values = Object.fromEntries(again.fields.map((f) => [f.controlLabel, f.registeredValue]));
    expect(values).toMatchObject({
      [EMERGENCY_CONTACT_NAME]: 'Pat Tester',
      'County you will be commissioned in': 'Delaware',
      'Notarial acts you expect to perform': ['Jurats', 'Acknowledgments'],
      'Years of office experience': null,
    });
    // A null clears a value; fields not sent keep theirs.
    await student.post(
      'registration/save',
      body(registration, [entry(registration, EMERGENCY_CONTACT_NAME, null)]),
    );
    const cleared = await openForm(student, area.ctx.db, V.simpleService);
    expect(fieldNamed(cleared, EMERGENCY_CONTACT_NAME).registeredValue).toBeNull();
    expect(fieldNamed(cleared, 'County you will be commissioned in').registeredValue).toBe('Delaware');
  });

  it('refuses a field not on the form (400) and a value no control makes (422 naming the field)', async () => {
    const student = area.fresh();
    const registration = await openForm(student, area.ctx.db, V.simpleNone);
    const unknown = await student.post(
      'registration/save',
      body(registration, [{ studentRegistrationFieldId: 999999, registeredValue: 'x' }]),
    );
    expectError(unknown, 400, 'invalid_input', 'Please check the fields and try again', {
      fields: { 'fields.0.studentRegistrationFieldId': 'This field is not on the registration form.' },
    });
    await expectSaveRefused(
      student,
      registration,
      'Preferred subject',
      'Chess',
      REGISTRATION_MESSAGES.unknownOption,
    );
    await expectSaveRefused(
      student,
      registration,
      'Hours you can give each week',
      'ten',
      REGISTRATION_MESSAGES.numbersOnly,
    );
    // Nothing was stored, and the copy is still only open.
    expect(await statusOf(registration.studentRegistrationId)).toBe('open');
  });

  it('refuses a phone or address of someone else’s', async () => {
    const owner = area.fresh();
    await givePrimaryPhone(owner, '6145550111');
    const theirs = (await listsOf(owner)).contacts[0]!.contactId;
    const student = area.fresh();
    const registration = await openForm(student, area.ctx.db, V.pathway);
    await expectSaveRefused(
      student,
      registration,
      'Emergency contact',
      theirs,
      REGISTRATION_MESSAGES.unknownContact,
    );
    const theirAddress = (await listsOf(owner)).addresses[0]!.addressId;
    await expectSaveRefused(
      student,
      registration,
      'Mailing address for your certificates',
      theirAddress,
      REGISTRATION_MESSAGES.unknownAddress,
    );
  });

  it('discards for good: the pending form goes, the next open starts a new copy, and a second discard is a 404', async () => {
    const student = area.fresh();
    const registration = await openForm(student, area.ctx.db, V.feeWaiver);
    await student.post(
      'registration/save',
      body(registration, [entry(registration, 'Name for the class roster', 'Sam')]),
    );
    expect(await pendingForms(student)).toHaveLength(1);
    const discarded = await student.post('registration/discard', {
      studentRegistrationId: registration.studentRegistrationId,
    });
    expect([discarded.statusCode, discarded.json().data]).toEqual([200, {}]);
    expect(await pendingForms(student)).toEqual([]);
    expect(await statusOf(registration.studentRegistrationId)).toBe('discarded');
    for (const url of ['registration/discard', 'registration/save'])
      expectNotFound(await student.post(url, body(registration, [])), 'Registration form not found');
    const reopened = await openForm(student, area.ctx.db, V.feeWaiver);
    expect(reopened.studentRegistrationId).not.toBe(registration.studentRegistrationId);
    expect(reopened.fields.every((f) => f.registeredValue === null)).toBe(true);
  });

  it('refuses another student’s copy (404) and changes nothing of it', async () => {
    const [pending] = await pendingForms(area.demo);
    const other = area.fresh();
    for (const url of [
      'registration/save',
      'registration/discard',
      'registration/sign',
      'registration/submit',
    ])
      expectNotFound(
        await other.post(url, {
          studentRegistrationId: pending!.registrationInfoId,
          fields: [],
        }),
        'Registration form not found',
      );
    expect(await statusOf(pending!.registrationInfoId)).toBe('pending');
  });
});

describe('sign', () => {
  it('needs the student’s signature first (422), then records the values as signed', async () => {
    const student = area.fresh();
    const registration = await openForm(student, area.ctx.db, V.simpleNone);
    const fields = filledEntries(registration, await listsOf(student));
    expectError(
      await student.post('registration/sign', body(registration, fields)),
      422,
      'registration_signature_required',
      REGISTRATION_MESSAGES.needSignature,
    );
    await giveSignature(student);
    const signed = await student.post('registration/sign', body(registration, fields));
    expect([signed.statusCode, signed.json().data]).toEqual([200, { signed: true }]);
    // Signing stores the values but does not make the copy pending.
    expect(await statusOf(registration.studentRegistrationId)).toBe('open');
    const again = await openForm(student, area.ctx.db, V.simpleNone);
    expect(fieldNamed(again, EMERGENCY_CONTACT_NAME).registeredValue).toBe(
      `Answer to ${EMERGENCY_CONTACT_NAME}`,
    );
  });
});

describe('submit', () => {
  it('names the first field in error, in form order, with its 5.1 message', async () => {
    const { student, registration } = await ready(V.simpleNone);
    const fields = filledEntries(registration, await listsOf(student), {
      'Why do you want to tutor?': '',
      'Preferred subject': null,
    });
    const res = await student.post('registration/submit', body(registration, fields));
    expectError(res, 422, 'registration_field_invalid', 'The field is required.', {
      studentRegistrationFieldId: fieldNamed(registration, 'Why do you want to tutor?')
        .studentRegistrationFieldId,
    });
  });

  it.each([
    ['Social Security number', '12345', REGISTRATION_MESSAGES.invalidSsn],
    ['Preferred schedule', 'Sundays', REGISTRATION_MESSAGES.unknownOption],
    ['Best phone to reach you', null, 'The phone number is required.'],
    ['Emergency contact phone', null, 'The phone number is required. '],
    ['Mailing address', null, 'The address is required.'],
    ['Have you held a pharmacy technician license before?', 0, 'The field is required.'],
    ['Date of birth', '2999-01-01', REGISTRATION_MESSAGES.futureBirthDate],
    ['Documents you can bring to orientation', [], 'The field is required.'],
  ])('refuses %s = %j: %s', async (label, value, message) => {
    const { student, registration } = await ready(V.everyControl);
    const fields = filledEntries(registration, await listsOf(student), { [label]: value as FieldValue });
    expectError(
      await student.post('registration/submit', body(registration, fields)),
      422,
      'registration_field_invalid',
      message,
      { studentRegistrationFieldId: fieldNamed(registration, label).studentRegistrationFieldId },
    );
  });

  it('needs a primary phone (test students have none) and the signature of exactly these values', async () => {
    const { student, registration } = await ready(V.simpleNone, { phone: false });
    const fields = filledEntries(registration, await listsOf(student));
    const submit = (f = fields) => student.post('registration/submit', body(registration, f));
    expectError(
      await submit(),
      422,
      'registration_profile_incomplete',
      REGISTRATION_MESSAGES.needPrimaryPhone,
    );
    await givePrimaryPhone(student);
    expectError(await submit(), 422, 'registration_not_signed', REGISTRATION_MESSAGES.signFirst);
    await student.post('registration/sign', body(registration, fields));
    // Any change voids the signature.
    const changed = fields.map((f, i) => (i === 0 ? { ...f, registeredValue: 'Someone else' } : f));
    expectError(await submit(changed), 422, 'registration_not_signed', REGISTRATION_MESSAGES.signFirst);
    // A save of other values after signing voids it too.
    await student.post('registration/save', body(registration, changed));
    expectError(
      await submit(fields.slice(1)),
      422,
      'registration_not_signed',
      REGISTRATION_MESSAGES.signFirst,
    );
    await student.post('registration/sign', body(registration, fields));
    // The venue has a refund policy, but a free form pays nothing: no agreement is asked for (5.1).
    expect(registration.refundPolicy).not.toBeNull();
    const done = await submit();
    expect([done.statusCode, done.json().data]).toEqual([200, { submitted: true }]);
  });

  it('submits: the venue is Registered in browse, the form leaves the pending list, the enrollment is listed', async () => {
    const { student, registration } = await ready(V.simpleNone);
    await student.post('registration/save', body(registration, []));
    expect(await pendingForms(student)).toHaveLength(1);
    const submission = await signedSubmission(student, registration);
    const res = await student.post('registration/submit', submission);
    expect([res.statusCode, res.json().data]).toEqual([200, { submitted: true }]);
    expect(await pendingForms(student)).toEqual([]);
    expect(await classVenue(student, V.simpleNone)).toMatchObject({
      enrollState: 'registered',
      enrollStateTitle: 'Registered',
      registrationInfoId: null,
    });
    const { enrollments } = enrollmentsResponseSchema.parse((await student.get('enrollments')).json().data);
    const { venueId } = await venueOf(area.ctx.db, V.simpleNone);
    expect(enrollments.filter((e) => e.venueId === venueId && e.venueType === 'CLASS')).toHaveLength(1);
    const [row] = await area.ctx.db.query<{ status: string; source: string }>(
      `SELECT status, source FROM enrollments WHERE student_id = $1 AND venue_type = 'CLASS' AND venue_id = $2`,
      [student.studentId, venueId],
    );
    expect(row).toEqual({ status: 'registered', source: 'form' });
    // Submitted: no longer in progress, and no new form opens for the venue.
    expectNotFound(await student.post('registration/submit', submission), 'Registration form not found');
    expectError(
      await student.post('registration', await venueOf(area.ctx.db, V.simpleNone)),
      409,
      'registration_unavailable',
      REGISTRATION_API_MESSAGES.alreadyRegistered('Volunteer Tutor Training'),
    );
  });

  it("submits student@demo.school's pending form: the header's count drops and a seat is taken", async () => {
    const demoStudent = area.demo;
    await giveSignature(demoStudent);
    const before = await pendingForms(demoStudent);
    const seats = (await classVenue(demoStudent, V.instructions)).seatsAvailable;
    const [pending] = before;
    const opened = (
      await demoStudent.post('registration', {
        venueType: 'CLASS',
        venueId: pending!.venueId,
        studentRegistrationId: pending!.registrationInfoId,
      })
    ).json().data.registration as Registration;
    const contactId = await giveEmergencyContact(demoStudent);
    const submission = await signedSubmission(demoStudent, opened, { 'Emergency contact': contactId });
    const res = await demoStudent.post('registration/submit', submission);
    expect([res.statusCode, res.json().data]).toEqual([200, { submitted: true }]);
    expect(await pendingForms(demoStudent)).toHaveLength(before.length - 1);
    expect(await classVenue(demoStudent, V.instructions)).toMatchObject({
      enrollState: 'registered',
      seatsAvailable: seats - 1,
    });
    // Another student still sees the class as Register, one seat fewer.
    expect(await classVenue(area.fresh(), V.instructions)).toMatchObject({
      enrollState: 'register',
      seatsAvailable: seats - 1,
    });
  });

  it('refuses a form that has a fee to pay (use pay), unless a type 16 field dismisses it', async () => {
    const { student, registration } = await ready(V.simpleService);
    expectError(
      await student.post('registration/submit', await signedSubmission(student, registration)),
      422,
      'registration_payment_required',
      REGISTRATION_API_MESSAGES.paymentRequired(3500),
    );
    const waiver = await ready(V.feeWaiver);
    const label = 'I receive SNAP, WIC or Medicaid benefits (the $25 materials fee is waived)';
    expectError(
      await waiver.student.post(
        'registration/submit',
        await signedSubmission(waiver.student, waiver.registration),
      ),
      422,
      'registration_payment_required',
      REGISTRATION_API_MESSAGES.paymentRequired(2500),
    );
    // No refund policy on this venue: nothing to agree to.
    const dismissed = await signedSubmission(waiver.student, waiver.registration, { [label]: 1 });
    const res = await waiver.student.post('registration/submit', dismissed);
    expect([res.statusCode, res.json().data]).toEqual([200, { submitted: true }]);
  });
});

describe('no-cost forms', () => {
  it('shows the school’s text, enrolls once, and refuses a second submit', async () => {
    const student = area.fresh();
    const { venueId } = await venueOf(area.ctx.db, V.noCost);
    const form = await student.get(`class/${venueId}/no_cost_form`);
    expect(noCostFormResponseSchema.parse(form.json().data).form).toEqual({
      classId: venueId,
      title: 'Reserve your seat at the FAFSA workshop',
      body: expect.stringContaining('FSA ID'),
      submitText: 'Reserve my seat',
    });
    const submitted = await student.get(`class/${venueId}/no_cost_form/submit`);
    expect([submitted.statusCode, submitted.json().data]).toEqual([200, { enrolled: true }]);
    expect(await classVenue(student, V.noCost)).toMatchObject({
      enrollState: 'enrolled',
      enrollStateTitle: 'Enrolled',
    });
    const [row] = await area.ctx.db.query<{ status: string; source: string }>(
      `SELECT status, source FROM enrollments WHERE student_id = $1 AND venue_type = 'CLASS' AND venue_id = $2`,
      [student.studentId, venueId],
    );
    expect(row).toEqual({ status: 'enrolled', source: 'nocost' });
    const message = REGISTRATION_API_MESSAGES.alreadyEnrolled('Financial Aid and FAFSA Workshop');
    expectError(await student.get(`class/${venueId}/no_cost_form/submit`), 409, 'already_enrolled', message);
    expectError(await student.get(`class/${venueId}/no_cost_form`), 409, 'already_enrolled', message);
  });

  it('has the catalog’s no-cost classes’ texts too, and is for no-cost classes only', async () => {
    const student = area.fresh();
    const bus = await venueOf(area.ctx.db, 'BUS-180-A');
    expect((await student.get(`class/${bus.venueId}/no_cost_form`)).json().data.form.submitText).toBe(
      'Enroll for free',
    );
    const form = await venueOf(area.ctx.db, V.simpleNone);
    for (const url of [`class/${form.venueId}/no_cost_form`, `class/${form.venueId}/no_cost_form/submit`])
      expectNotFound(await student.get(url), 'No-cost form not found');
    expectNotFound(await student.get('class/999999/no_cost_form'), 'Class not found');
  });
});

describe('what the wizard borrows', () => {
  it('reads the refund policy, phone and address lists in the shape registration.ts expects', async () => {
    const student = area.fresh();
    await givePrimaryPhone(student);
    const registration = await openForm(student, area.ctx.db, V.simpleNone);
    const policy = await student.get(`refund_policy/${registration.refundPolicy!.id}`);
    expect(refundPolicyReplySchema.parse(policy.json().data).refundPolicy.title).toBe(
      'Standard refund policy',
    );
    expect(
      contactListReplySchema.parse((await student.get('student/contact_list')).json().data).contactList,
    ).toHaveLength(1);
    expect(
      addressListReplySchema.parse((await student.get('student/address_list')).json().data).addressList,
    ).toHaveLength(1);
  });
});
