import type { PaymentInfoReport, RemoteComponentId } from '@portal/shared';
import {
  aCardReport,
  aStudent,
  apiError,
  apiReplies,
  renderWithHost,
  type ApiRecorder,
} from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Registration } from '../contract';
import { aContact, aField, anAddress, aRegistration } from '../testing/registration-fixtures';
import { RegistrationSlideOut } from './registration-slide-out';

const signedStudent = aStudent({ info: { hasSignature: true, signatureUrl: null } });
const target = { venueType: 'CLASS' as const, venueId: 9 };

const validCard = aCardReport();
const studentCredit = {
  type: 'student-credit',
  valid: true,
  paymentInfo: null,
  billingInfo: null,
} as PaymentInfoReport;

/** The payments card as a stand-in that reports a valid card (or student credit) when pressed. */
const withPaymentCard = (report: PaymentInfoReport) =>
  jest.fn((id: RemoteComponentId, props: unknown, fallback?: ReactNode) =>
    id === 'payments/PaymentMethodCard' ? (
      <button
        type="button"
        onClick={() => (props as { onChange: (r: PaymentInfoReport) => void }).onChange(report)}
      >
        Use test card
      </button>
    ) : (
      (fallback ?? null)
    ),
  );

const setup = ({
  registration = aRegistration(),
  student = signedStudent,
  replies = {},
  host = {},
}: {
  registration?: Registration;
  student?: ReturnType<typeof aStudent>;
  replies?: Record<string, (body: unknown) => unknown>;
  host?: Record<string, unknown>;
} = {}) => {
  const api = apiReplies({
    'POST registration': () => ({ registration }),
    'GET student/contact_list': () => ({ contactList: [aContact()] }),
    'GET student/address_list': () => ({ addressList: [anAddress()] }),
    'POST registration/sign': () => ({ signed: true }),
    'POST registration/save': () => ({}),
    'POST registration/discard': () => ({}),
    'POST registration/submit': () => ({ submitted: true }),
    'POST registration/pay': () => ({ paidAmount: 1450, verificationCode: 'VC-REG-0001' }),
    ...replies,
  });
  const view = renderWithHost(<RegistrationSlideOut {...target} />, { student, host });
  return { api, ...view, user: userEvent.setup({ delay: null }) };
};

const nameField = () => screen.findByRole('textbox', { name: /Emergency contact name/ });

type User = ReturnType<typeof userEvent.setup>;

/** The API refusing a value (422): `message`, on the first field the request sent. */
const refusedOnFirstField = (message: string) => (body: unknown) =>
  apiError(message, {
    status: 422,
    code: 'registration_field_invalid',
    data: {
      studentRegistrationFieldId: (body as { fields: { studentRegistrationFieldId: number }[] }).fields[0]!
        .studentRegistrationFieldId,
    },
  });

/** Fills the one required field and signs the form. */
const signForm = async (user: User) => {
  await user.type(await nameField(), 'Sam Lopez');
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  await screen.findByRole('button', { name: 'Signed' });
};

/** Fills the one required field, signs, and goes on to the payment step. */
const signAndContinue = async (user: User) => {
  await signForm(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

/** The thanks the wizard ends with once the form is submitted. */
const expectThanked = async () =>
  expect(
    await screen.findByText('Thank you, your registration form has been submitted!'),
  ).toBeInTheDocument();

/** What the wizard sent to `path` (its first call there). */
const bodyOf = (api: ApiRecorder, path: string) => api.calls.find((call) => call.path === path)?.body;

describe('the registration wizard', () => {
  it('draws the first field at once and the others one after the other, busy until the last', async () => {
    const labels = Array.from({ length: 11 }, (_, index) => `Answer ${index + 1}`);
    setup({
      registration: aRegistration({
        fields: labels.map((controlLabel) => aField({ controlLabel, dataIsRequired: false })),
      }),
    });
    const first = await screen.findByRole('textbox', { name: 'Answer 1' });
    const form = first.closest('.reg-panel');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('textbox', { name: 'Answer 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(labels.length);
    expect(form).not.toHaveAttribute('aria-busy');
    expect(screen.getByText(/^Not signed yet/)).toBeInTheDocument();
  });

  it('asks for the form of the venue and shows the fields by group, required ones marked', async () => {
    const { api } = setup({
      registration: aRegistration({
        fields: [
          aField({ controlGroup: 'About you', group: 1 }),
          aField({
            controlLabel: 'Preferred start',
            controlType: 5,
            controlOptions: ['Fall', 'Spring'],
            controlGroup: 'Your plans',
            group: 2,
            dataIsRequired: false,
          }),
        ],
      }),
    });
    expect(await screen.findByRole('group', { name: 'About you' })).toBeInTheDocument();
    // The fields are drawn one after the other (EntryStep): the next group follows.
    expect(await screen.findByRole('group', { name: 'Your plans' })).toBeInTheDocument();
    expect(await nameField()).toHaveAttribute('aria-required', 'true');
    expect(api.calls.find((call) => call.path === 'registration')).toEqual({
      method: 'POST',
      path: 'registration',
      body: { venueType: 'CLASS', venueId: 9, registrationId: null, studentRegistrationId: null },
    });
    // No instructions and no fee: entry is step 1 and confirm step 2; info and payment are not numbered.
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Information (not needed)',
      '1Registration form',
      'Payment (not needed)',
      '2Confirmation',
    ]);
  });

  it('starts at the instructions when there are some, with the post-instructions, then goes to entry', async () => {
    const { user } = setup({
      registration: aRegistration({
        instructions: '<p>Bring your immunization record.</p>',
        postInstructions: '<p>We will call you.</p>',
      }),
    });
    expect(await screen.findByText('Bring your immunization record.')).toBeInTheDocument();
    expect(screen.getByText('We will call you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await nameField()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Bring your immunization record.')).toBeInTheDocument();
  });

  it('asks for a signature first, in the words of the spec, when the profile editor is absent', async () => {
    setup({ student: aStudent({ info: { hasSignature: false, signatureUrl: null } }) });
    expect(
      await screen.findByText('You need a signature to continue, please choose an option to create one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Emergency contact name/ })).not.toBeInTheDocument();
  });

  it('asks for a primary phone and address through the profile choosers', async () => {
    const renderRemoteComponent = jest.fn((id: RemoteComponentId) => <p>{`Remote ${id}`}</p>);
    setup({
      replies: {
        'GET student/contact_list': () => ({ contactList: [] }),
        'GET student/address_list': () => ({ addressList: [anAddress({ isPrimary: false })] }),
      },
      host: { renderRemoteComponent },
    });
    expect(await screen.findByText('To continue you need a primary phone number.')).toBeInTheDocument();
    expect(screen.getByText('To continue you need a primary address.')).toBeInTheDocument();
    expect(screen.getByText('Remote profile/PhoneContactChooser')).toBeInTheDocument();
    expect(screen.getByText('Remote profile/AddressChooser')).toBeInTheDocument();
  });

  it('refuses an incomplete form with the spec messages and a Go link to the first field', async () => {
    const { user, api } = setup();
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The form is incomplete, please fill all the required fields and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The field is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'registration/submit')).toHaveLength(0);
  });

  it('needs the form signed, and any change after signing needs a new signature', async () => {
    const { user, api } = setup();
    await user.type(await nameField(), 'Sam Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('To continue you need to sign the registration form.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('button', { name: 'Signed' })).toBeInTheDocument();
    expect(bodyOf(api, 'registration/sign')).toEqual({
      studentRegistrationId: 41,
      fields: [{ studentRegistrationFieldId: expect.any(Number), registeredValue: 'Sam Lopez' }],
    });
    await user.type(await nameField(), '!');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('submits a signed form and thanks the student', async () => {
    const { user, api, host } = setup();
    await signForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectThanked();
    expect(bodyOf(api, 'registration/submit')).toEqual({
      studentRegistrationId: 41,
      fields: [{ studentRegistrationFieldId: expect.any(Number), registeredValue: 'Sam Lopez' }],
    });
    expect(host.setSlideOutDirty).toHaveBeenLastCalledWith(false);
  });

  it.each([404, 405])(
    'signs by the spec’s own rule when the school’s system has no sign call (%i)',
    async (status) => {
      const { user, api } = setup({
        replies: { 'POST registration/sign': () => apiError('Not found', { code: 'not_found', status }) },
      });
      await user.type(await nameField(), 'Sam Lopez');
      await user.click(screen.getByRole('button', { name: 'Sign' }));
      expect(await screen.findByRole('button', { name: 'Signed' })).toBeInTheDocument();
      // Any change still clears the flag (spec 4.1).
      await user.type(await nameField(), '!');
      expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Sign' }));
      await user.click(await screen.findByRole('button', { name: 'Submit' }));
      await expectThanked();
      expect(bodyOf(api, 'registration/submit')).toEqual({
        studentRegistrationId: 41,
        fields: [{ studentRegistrationFieldId: expect.any(Number), registeredValue: 'Sam Lopez!' }],
      });
    },
  );

  it('shows a sign the server refuses for another reason, not signed', async () => {
    const { user } = setup({
      replies: { 'POST registration/sign': () => apiError('Server error!', { status: 500 }) },
    });
    await user.type(await nameField(), 'Sam Lopez');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Server error!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signed' })).not.toBeInTheDocument();
  });

  it('asks the venue’s form by its id when the opener knows it', async () => {
    const api = apiReplies({
      'POST registration': () => ({ registration: aRegistration() }),
      'GET student/contact_list': () => ({ contactList: [aContact()] }),
      'GET student/address_list': () => ({ addressList: [anAddress()] }),
    });
    renderWithHost(<RegistrationSlideOut {...target} registrationId={12} registrationInfoId={41} />, {
      student: signedStudent,
    });
    await nameField();
    expect(bodyOf(api, 'registration')).toEqual({
      venueType: 'CLASS',
      venueId: 9,
      registrationId: 12,
      studentRegistrationId: 41,
    });
  });

  it("shows a submit the server refuses on a field with the server's message and a Go link, values kept", async () => {
    const { user } = setup({
      replies: {
        'POST registration/submit': refusedOnFirstField('Invalid SSN'),
      },
    });
    await signForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(screen.getAllByText('Invalid SSN').length).toBeGreaterThanOrEqual(1);
    expect(await nameField()).toHaveValue('Sam Lopez');
  });

  it('shows any other refused submit in a red alert with Back, values kept', async () => {
    const { user } = setup({
      replies: {
        'POST registration/submit': () => apiError('Registration is closed for this class', { status: 409 }),
      },
    });
    await signForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is closed for this class');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await nameField()).toHaveValue('Sam Lopez');
  });

  it('saves for later: sends the values, reloads and closes; a failed save keeps every value', async () => {
    let fail = true;
    const { user, api, host } = setup({
      replies: { 'POST registration/save': () => (fail ? apiError('Server error!', { status: 500 }) : {}) },
    });
    await user.type(await nameField(), 'Sam Lopez');
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText('Could not save registration form')).toBeInTheDocument();
    expect(host.notify.error).toHaveBeenCalledWith('Could not save registration form');
    expect(await nameField()).toHaveValue('Sam Lopez');
    expect(host.closeSlideOut).not.toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    await waitFor(() => expect(host.closeSlideOut).toHaveBeenCalled());
    expect(api.calls.filter((call) => call.path === 'registration/save').at(-1)?.body).toEqual({
      studentRegistrationId: 41,
      fields: [{ studentRegistrationFieldId: expect.any(Number), registeredValue: 'Sam Lopez' }],
    });
  });

  it('marks the panel dirty once anything is typed (closing asks first)', async () => {
    const { user, host } = setup();
    await user.type(await nameField(), 'S');
    expect(host.setSlideOutDirty).toHaveBeenLastCalledWith(true);
  });

  it('discards after asking; a failed discard says so and keeps the form', async () => {
    const { user, host } = setup({
      replies: { 'POST registration/discard': () => apiError('Server error!', { status: 500 }) },
    });
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Discard form' }));
    const ask = screen.getByRole('group', { name: 'Discard this form?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard form' }));
    expect(await screen.findByText('Could not discard registration form')).toBeInTheDocument();
    expect(host.closeSlideOut).not.toHaveBeenCalled();
  });

  it('submits a free form without the refund policy agreed: nothing is paid (spec 5.1)', async () => {
    const { user, api } = setup({
      registration: aRegistration({ refundPolicy: { id: 3, title: 'Standard refund policy' } }),
    });
    await user.type(await nameField(), 'Sam Lopez');
    // The policy and its checkbox are still shown on entry (spec 2.1).
    expect(screen.getByRole('checkbox', { name: 'I agree with the refund policy' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByRole('button', { name: 'Signed' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectThanked();
    expect(screen.queryByText('You have to agree with the refund policy.')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === 'registration/submit')).toBe(true);
  });

  it('pays a full fee: Continue, the card, Pay {amount}, then the verification code', async () => {
    const { user, api } = setup({
      registration: aRegistration({ feeType: 'full', totalPrice: 1450, feeRequired: true }),
      host: { renderRemoteComponent: withPaymentCard(validCard) },
    });
    await signForm(user);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pay = await screen.findByRole('button', { name: 'Pay $ 1,450.00' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use test card' }));
    await user.click(screen.getByRole('button', { name: 'Pay $ 1,450.00' }));
    expect(await screen.findByText('Payment completed!')).toBeInTheDocument();
    expect(screen.getByText('VC-REG-0001')).toBeInTheDocument();
    expect(screen.getByText('Thank you, your registration form has been submitted!')).toBeInTheDocument();
    const body = bodyOf(api, 'registration/pay') as Record<string, unknown>;
    expect(body).toMatchObject({ studentRegistrationId: 41, amount: 1450, payment: { type: 'credit-card' } });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  const fullFee = aRegistration({ feeType: 'full', totalPrice: 1450, feeRequired: true });

  it('shows a declined payment with Back to the card as it was, and a new key for the next try', async () => {
    let tries = 0;
    const { user, api } = setup({
      registration: fullFee,
      host: { renderRemoteComponent: withPaymentCard(validCard) },
      replies: {
        'POST registration/pay': () =>
          ++tries === 1
            ? apiError('Your card was declined.', {
                status: 402,
                code: 'payment_declined',
                data: { retryEnabled: false, backEnabled: true },
              })
            : { paidAmount: 1450, verificationCode: 'VC-REG-0002' },
      },
    });
    await signAndContinue(user);
    await user.click(await screen.findByRole('button', { name: 'Use test card' }));
    await user.click(screen.getByRole('button', { name: 'Pay $ 1,450.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // The card stayed mounted: its report is still there, so Pay is enabled at once.
    await user.click(await screen.findByRole('button', { name: 'Pay $ 1,450.00' }));
    expect(await screen.findByText('VC-REG-0002')).toBeInTheDocument();
    const keys = api.calls
      .filter((call) => call.path === 'registration/pay')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('returns to entry with the Go link when a payment is refused on a field', async () => {
    const { user } = setup({
      registration: fullFee,
      host: { renderRemoteComponent: withPaymentCard(validCard) },
      replies: {
        'POST registration/pay': refusedOnFirstField('The field is required.'),
      },
    });
    await signAndContinue(user);
    await user.click(await screen.findByRole('button', { name: 'Use test card' }));
    await user.click(screen.getByRole('button', { name: 'Pay $ 1,450.00' }));
    expect(await screen.findByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(await nameField()).toHaveValue('Sam Lopez');
  });

  it('submits by itself once the digital wallet approves', async () => {
    const wallet: PaymentInfoReport = {
      type: 'paypal',
      valid: true,
      paymentInfo: { authorizationCode: 'AUTH-123' },
      billingInfo: null,
    };
    const renderRemoteComponent = jest.fn((id: RemoteComponentId, props: unknown, fallback?: ReactNode) =>
      id === 'payments/PaymentMethodCard' ? (
        <button
          type="button"
          onClick={() =>
            (props as { onWalletApproved: (r: PaymentInfoReport) => void }).onWalletApproved(wallet)
          }
        >
          Approve in wallet
        </button>
      ) : (
        (fallback ?? null)
      ),
    );
    const { user, api } = setup({
      registration: aRegistration({ ...fullFee, refundPolicy: null }),
      host: { renderRemoteComponent },
    });
    await signAndContinue(user);
    await user.click(await screen.findByRole('button', { name: 'Approve in wallet' }));
    expect(await screen.findByText('Payment completed!')).toBeInTheDocument();
    expect(bodyOf(api, 'registration/pay')).toMatchObject({
      payment: { type: 'paypal', paymentInfo: { authorizationCode: 'AUTH-123' } },
    });
  });

  it('labels the pay button Submit for student credit', async () => {
    const { user } = setup({
      registration: aRegistration({ feeType: 'service', registrationFee: 35, feeRequired: false }),
      host: {
        renderRemoteComponent: withPaymentCard(studentCredit),
      },
    });
    await signAndContinue(user);
    await user.click(await screen.findByRole('button', { name: 'Use test card' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says the fee was charged to the account after Charge My Account, not that it was paid', async () => {
    const { user, api } = setup({
      registration: aRegistration({ feeType: 'service', registrationFee: 35, feeRequired: false }),
      replies: { 'POST registration/pay': () => ({ paidAmount: 35, verificationCode: 'VC-REG-0002' }) },
      host: {
        renderRemoteComponent: withPaymentCard(studentCredit),
      },
    });
    await signAndContinue(user);
    await user.click(await screen.findByRole('button', { name: 'Use test card' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The fee was charged to your account.')).toBeInTheDocument();
    expect(screen.queryByText('Payment completed!')).not.toBeInTheDocument();
    expect(screen.getByText('VC-REG-0002')).toBeInTheDocument();
    expect(screen.getByText('Thank you, your registration form has been submitted!')).toBeInTheDocument();
    expect(bodyOf(api, 'registration/pay')).toMatchObject({
      payment: { type: 'student-credit' },
      amount: 35,
    });
  });

  it('needs no payment once the fee is dismissed by a type 16 field', async () => {
    const { user } = setup({
      registration: aRegistration({
        feeType: 'service',
        registrationFee: 35,
        fields: [
          aField(),
          aField({
            controlType: 16,
            controlLabel: 'Fee waiver',
            controlOptions: ['I have a fee waiver'],
            dataIsRequired: false,
          }),
        ],
      }),
    });
    await nameField();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Fee waiver/ }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says so when payment is not available, keeping the form', async () => {
    const { user } = setup({
      registration: aRegistration({ feeType: 'full', totalPrice: 100, feeRequired: true }),
    });
    await signAndContinue(user);
    expect(await screen.findByText('Payment is not available right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await nameField()).toHaveValue('Sam Lopez');
  });

  it('shows a numeric field that keeps digits only and an SSN in its mask', async () => {
    setup({
      registration: aRegistration({
        fields: [
          aField({ controlType: 2, controlLabel: 'Years of experience' }),
          aField({ controlType: 0, controlLabel: 'Social security number', mask: 'ssn' }),
        ],
      }),
    });
    const years = await screen.findByRole('textbox', { name: /Years of experience/ });
    fireEvent.input(years, { target: { value: '1a2' } });
    expect(years).toHaveValue('12');
    const ssn = screen.getByRole('textbox', { name: /Social security number/ });
    fireEvent.input(ssn, { target: { value: '123456789' } });
    expect(ssn).toHaveValue('123-45-6789');
  });
});
