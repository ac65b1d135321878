import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { aStudent, apiError, apiReplies, networkError, renderWithHost } from '@portal/shared/testing';
import { CompletionModal } from './completion-modal';

const CHECK_THE_FIELDS = 'Please check the fields and try again';
const COULD_NOT_REGISTER = 'Could not register the student, please try again later.';
const TITLE = 'Please complete your student account information';
const student = aStudent({ firstName: 'Jordan', lastName: 'Rivera', hasAxRecord: false });
const emptyCart = { items: [], total_price: 0, total_discount: 0 };
const loggedReply = () => ({
  student: { ...student, hasAxRecord: true },
  requiredActions: [],
  pendingRegistrationForms: [],
  cart: emptyCart,
});

/** The account completes, and the student and the cart reload. */
const completingReplies = () =>
  apiReplies({
    'POST student/complete_account': () => loggedReply(),
    'GET student/get': () => loggedReply(),
    'GET cart': () => emptyCart,
  });

const renderModal = () => {
  const onClose = jest.fn();
  renderWithHost(<CompletionModal student={student} open onClose={onClose} />, { student });
  return { onClose, modal: () => screen.getByRole('dialog', { name: TITLE }) };
};

// antd inputs in jsdom are slow to type into key by key: paste, as autofill would.
const fill = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};
const chooseState = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
  await userEvent.paste(name);
  await userEvent.click(await screen.findByTitle(name));
};
const fillAddressAndPhone = async () => {
  await fill('Street address', '100 Main St');
  await fill('City', 'Springfield');
  await fill('County', 'Sangamon');
  await chooseState('Illinois');
  await fill('Zip code', '627041234');
  await fill('Phone number', '5551234567');
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

it("starts from the student's names and shows the spec messages for the empty fields", async () => {
  const api = apiReplies({});
  renderModal();
  expect(screen.getByLabelText('Legal first name')).toHaveValue('Jordan');
  expect(screen.getByLabelText('Legal last name')).toHaveValue('Rivera');
  await submit();
  expect(await screen.findByText('Type in your street address')).toBeInTheDocument();
  expect(screen.getByText('Type in your city')).toBeInTheDocument();
  expect(screen.getByText('Type in your state')).toBeInTheDocument();
  expect(screen.getByText('Type in your zip code')).toBeInTheDocument();
  expect(screen.getByText('Type in your phone number')).toBeInTheDocument();
  // The first invalid field takes the focus; the summary is invalid_input's text.
  expect(screen.getByLabelText('Street address')).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent(CHECK_THE_FIELDS);
  expect(api.calls).toHaveLength(0);
});

it('stops typing at the spec’s limits: names, city, county 50; street 200', () => {
  renderModal();
  for (const [label, max] of [
    ['Legal first name', '50'],
    ['Legal last name', '50'],
    ['Street address', '200'],
    ['City', '50'],
    ['County', '50'],
  ] as const) {
    expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', max);
  }
});

it('names the limit of a value that got past it (a long name from the student record)', async () => {
  const longName = aStudent({ firstName: 'x'.repeat(51), lastName: 'Rivera', hasAxRecord: false });
  renderWithHost(<CompletionModal student={longName} open onClose={jest.fn()} />, { student: longName });
  await submit();
  expect(await screen.findByText('Use at most 50 characters')).toBeInTheDocument();
});

it('checks a field when it loses focus', async () => {
  renderModal();
  await userEvent.clear(screen.getByLabelText('Legal first name'));
  await fill('Phone number', '555123');
  await userEvent.tab();
  expect(await screen.findByText('Type in a valid phone number')).toBeInTheDocument();
  expect(screen.getByText('Type in your legal first name')).toBeInTheDocument();
  expect(screen.queryByText('Type in your street address')).not.toBeInTheDocument();
});

it('sends the nine fields, reloads the student and the cart, then closes', async () => {
  const api = completingReplies();
  const { onClose } = renderModal();
  await fillAddressAndPhone();
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(api.posts('student/complete_account')[0]?.body).toEqual({
    firstName: 'Jordan',
    lastName: 'Rivera',
    addressStreet: '100 Main St',
    addressCity: 'Springfield',
    addressCounty: 'Sangamon',
    addressState: 'IL',
    addressZip: '62704-1234',
    phoneNumber: '5551234567',
    phoneNumberTexting: true,
  });
  expect(api.gets('student/get')).toHaveLength(1);
  expect(api.gets('cart')).toHaveLength(1);
  expect(useSessionStore.getState().token).toBe('test-token');
});

it('sends whether the number takes text messages', async () => {
  const api = completingReplies();
  const { onClose } = renderModal();
  await fillAddressAndPhone();
  await userEvent.click(screen.getByRole('checkbox', { name: /I can receive text messages on this number/ }));
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.posts('student/complete_account')[0]?.body).toMatchObject({ phoneNumberTexting: false });
});

it('clears the session when the reload after submitting fails', async () => {
  apiReplies({
    'POST student/complete_account': () => loggedReply(),
    'GET student/get': () => apiError('Session expired', { status: 401 }),
  });
  const { onClose } = renderModal();
  await fillAddressAndPhone();
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(useSessionStore.getState()).toMatchObject({ student: null, token: null });
});

it("shows the server's message and keeps what was typed", async () => {
  apiReplies({
    'POST student/complete_account': () =>
      apiError('Your account information is already complete.', {
        code: 'account_already_complete',
        status: 409,
      }),
  });
  const { onClose, modal } = renderModal();
  await fillAddressAndPhone();
  await submit();
  expect(await within(modal()).findByRole('alert')).toHaveTextContent(
    'Your account information is already complete.',
  );
  expect(screen.getByLabelText('Street address')).toHaveValue('100 Main St');
  expect(screen.getByLabelText('Zip code')).toHaveValue('62704-1234');
  expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 123-4567');
  expect(within(modal()).getByTitle('Illinois')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

it('cannot be closed while submitting', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  apiReplies({
    'POST student/complete_account': async () => {
      await answered;
      return apiError('Busy', { status: 503 });
    },
  });
  const { onClose, modal } = renderModal();
  await fillAddressAndPhone();
  await submit();
  await waitFor(() => expect(within(modal()).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  expect(within(modal()).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  answer();
  expect(await within(modal()).findByRole('alert')).toHaveTextContent(COULD_NOT_REGISTER);
  await userEvent.click(within(modal()).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it.each([
  ['invalid_input', () => apiError('Invalid input', { code: 'invalid_input' }), CHECK_THE_FIELDS],
  ['a network failure', () => networkError(), COULD_NOT_REGISTER],
])('says what to do after %s, not the raw error', async (_case, reply, message) => {
  apiReplies({ 'POST student/complete_account': reply });
  const { modal } = renderModal();
  await fillAddressAndPhone();
  await submit();
  expect(await within(modal()).findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('City')).toHaveValue('Springfield');
});
