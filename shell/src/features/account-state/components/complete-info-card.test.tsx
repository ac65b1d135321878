import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { HttpResponse } from 'msw';
import { aStudent, apiError, apiReplies, networkError, renderWithHost } from '@portal/shared/testing';
import { CompleteInfoCard } from './complete-info-card';

const CHECK_THE_FIELDS = 'Please check the fields and try again';
const COULD_NOT_REGISTER = 'Could not register the student, please try again later.';
const student = aStudent({ firstName: '', lastName: '', requiresPersonalInfo: true });
const completed = aStudent({ firstName: 'Jordan', lastName: 'Rivera', requiresPersonalInfo: false });
const loggedReply = () => ({
  student: completed,
  requiredActions: [],
  pendingRegistrationForms: [],
  cart: { items: [], total_price: 0, total_discount: 0 },
});

// antd inputs in jsdom are slow to type into key by key: paste, as a password manager would.
const fill = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};
const fillAll = async ({
  password = 'Student#2026',
  confirmation = password,
}: Partial<Record<'password' | 'confirmation', string>> = {}) => {
  await fill('Legal first name', 'Jordan');
  await fill('Legal last name', 'Rivera');
  await fill('Password', password);
  await fill('Password confirmation', confirmation);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

it('asks for the legal name and a password', () => {
  renderWithHost(<CompleteInfoCard />, { student });
  expect(
    screen.getByRole('heading', { name: 'Please complete your account information' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Account information' })).toBeInTheDocument();
});

it('shows the spec message of each empty field and the summary, and calls nothing', async () => {
  const api = apiReplies({});
  renderWithHost(<CompleteInfoCard />, { student });
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(CHECK_THE_FIELDS);
  expect(screen.getByText('Type in your legal first name')).toBeInTheDocument();
  expect(screen.getByText('Type in your legal last name')).toBeInTheDocument();
  expect(screen.getByText('Type in your password')).toBeInTheDocument();
  expect(screen.getByText('Type in your password confirmation')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('says the password is too short', async () => {
  renderWithHost(<CompleteInfoCard />, { student });
  await fillAll({ password: 'Short#1' });
  await submit();
  expect(await screen.findByText('The password should at least have 8 characters')).toBeInTheDocument();
});

it("says the passwords don't match, even on the first submit with other fields empty", async () => {
  renderWithHost(<CompleteInfoCard />, { student });
  await fill('Password', 'Student#2026');
  await fill('Password confirmation', 'Student#2027');
  await submit();
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(screen.getByText('Type in your legal first name')).toBeInTheDocument();
});

it('takes back "Passwords don\'t match" as soon as the password is fixed', async () => {
  renderWithHost(<CompleteInfoCard />, { student });
  await fillAll({ password: 'Student#2026', confirmation: 'Student#2027' });
  await submit();
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.paste('Student#2027');
  await waitFor(() => expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument());
});

it('stops typing at the spec’s limits: names 50, password 20', () => {
  renderWithHost(<CompleteInfoCard />, { student });
  expect(screen.getByLabelText('Legal first name')).toHaveAttribute('maxlength', '50');
  expect(screen.getByLabelText('Legal last name')).toHaveAttribute('maxlength', '50');
  expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '20');
  expect(screen.getByLabelText('Password confirmation')).toHaveAttribute('maxlength', '20');
});

it('sends the name and password (not the confirmation) and takes the completed student', async () => {
  const api = apiReplies({ 'POST student/complete_info': () => loggedReply() });
  renderWithHost(<CompleteInfoCard />, { student });
  await fillAll();
  await submit();
  await waitFor(() => expect(useSessionStore.getState().student?.requiresPersonalInfo).toBe(false));
  expect(api.posts('student/complete_info')[0]?.body).toEqual({
    firstName: 'Jordan',
    lastName: 'Rivera',
    password: 'Student#2026',
  });
});

it("shows 'Please check the fields and try again' for invalid_input and keeps what was typed", async () => {
  apiReplies({
    'POST student/complete_info': () => apiError('Invalid input', { code: 'invalid_input', status: 400 }),
  });
  renderWithHost(<CompleteInfoCard />, { student });
  await fillAll();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(CHECK_THE_FIELDS);
  expect(screen.getByLabelText('Legal first name')).toHaveValue('Jordan');
  expect(screen.getByLabelText('Password')).toHaveValue('Student#2026');
});

it("shows the server's message for a known refusal", async () => {
  apiReplies({
    'POST student/complete_info': () =>
      apiError('Your account information is already complete.', {
        code: 'account_already_complete',
        status: 409,
      }),
  });
  renderWithHost(<CompleteInfoCard />, { student });
  await fillAll();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account information is already complete.');
});

it.each([
  ['the server fails', () => HttpResponse.text('oops', { status: 502 })],
  ['the network is down', () => networkError()],
  ['the error has no code', () => apiError('Something broke', { status: 500 })],
])(`shows '${COULD_NOT_REGISTER}' when %s`, async (_case, reply) => {
  apiReplies({ 'POST student/complete_info': reply });
  renderWithHost(<CompleteInfoCard />, { student });
  await fillAll();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(COULD_NOT_REGISTER);
  expect(screen.getByLabelText('Legal last name')).toHaveValue('Rivera');
});
