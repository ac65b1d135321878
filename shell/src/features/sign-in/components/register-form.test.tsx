import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { HttpResponse } from 'msw';
import { aSchool, aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { RegisterForm } from './register-form';
import { useSignInStore } from '../hooks/sign-in-store';

const CHECK_THE_FIELDS = 'Please check the fields and try again';
const USED_EMAIL =
  'The provided email address is already registered. If you are already registered please click on Forgot your password? to reset it.';
const COULD_NOT_REGISTER = 'Could not register the student, please try again later.';

beforeEach(() => {
  useSessionStore.getState().signedOut();
  useSignInStore.setState({ open: true, mode: 'register', afterLogin: null, confirm: null });
});

// antd inputs in jsdom are slow to type into key by key: paste, as autofill would.
const fill = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};
const fillAll = async () => {
  await fill('Legal first name', 'Ada');
  await fill('Legal last name', 'Lovelace');
  await fill('Street address', '12 Analytical Way');
  await fill('City', 'Springfield');
  await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
  await userEvent.paste('Illinois');
  await userEvent.click(await screen.findByTitle('Illinois'));
  await fill('Zip code', '62704');
  await fill('Phone number', '5551234567');
  await fill('Email', 'Ada.Lovelace@Mail.example');
  await fill('Email confirmation', 'Ada.Lovelace@Mail.example');
  await fill('Password', 'Engine#1843');
  await fill('Password confirmation', 'Engine#1843');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

/** Renders the form, types each field's text (by its label) and submits. */
const submitWith = async (texts: Record<string, string>) => {
  renderWithHost(<RegisterForm />);
  for (const [label, text] of Object.entries(texts)) await fill(label, text);
  await submit();
};

/** Each message shows, all at once: the others are there as soon as the first is. */
const expectMessages = async ([first, ...others]: [string, ...string[]]) => {
  expect(await screen.findByText(first)).toBeInTheDocument();
  for (const message of others) expect(screen.getByText(message)).toBeInTheDocument();
};

const expectedBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressStreet: '12 Analytical Way',
  addressCity: 'Springfield',
  addressCounty: '',
  addressState: 'IL',
  addressZip: '62704',
  phoneNumber: '5551234567',
  phoneNumberTexting: true,
  email: 'ada.lovelace@mail.example',
  password: 'Engine#1843',
};

it('asks for a personal e-mail address and shows the school’s register text', () => {
  renderWithHost(<RegisterForm />, {
    school: aSchool({ texts: { ...aSchool().texts, registerPrepend: 'Welcome to Demo School.' } }),
  });
  expect(screen.getByText('Welcome to Demo School.')).toBeInTheDocument();
  expect(
    screen.getByText(/Please use a personal email address, not a school or work one/),
  ).toBeInTheDocument();
});

it('stops typing at the spec’s limits: names, city, county 50; street 200; e-mail 100; password 20', () => {
  renderWithHost(<RegisterForm />);
  for (const [label, max] of [
    ['Legal first name', 50],
    ['Legal last name', 50],
    ['Street address', 200],
    ['City', 50],
    ['County', 50],
    ['Email', 100],
    ['Email confirmation', 100],
    ['Password', 20],
    ['Password confirmation', 20],
  ] as const) {
    expect({ label, maxLength: screen.getByLabelText(label).getAttribute('maxlength') }).toEqual({
      label,
      maxLength: String(max),
    });
  }
});

it('shows every field’s spec message and the summary for an empty form, and calls nothing', async () => {
  const api = apiReplies({});
  renderWithHost(<RegisterForm />);
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(CHECK_THE_FIELDS);
  for (const message of [
    'Type in your legal first name',
    'Type in your legal last name',
    'Type in your street address',
    'Type in your city',
    'Type in your state',
    'Type in your zip code',
    'Type in your phone number',
    'Type in your email address',
    'Type in your email confirmation',
    'Type in your password',
    'Type in your password confirmation',
    'You must check this to agree',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(api.calls).toHaveLength(0);
});

it('checks the formats: e-mail, phone, zip and password length', async () => {
  await submitWith({ Email: 'ada@', 'Phone number': '555123', 'Zip code': '627', Password: 'Short#1' });
  await expectMessages([
    'Invalid email address',
    'Type in a valid phone number',
    'Type in your zip code',
    'The password should at least have 8 characters',
  ]);
});

it("says the e-mails and the passwords don't match on the first submit, with the other fields' messages", async () => {
  await submitWith({
    Email: 'ada@mail.example',
    'Email confirmation': 'eda@mail.example',
    Password: 'Engine#1843',
    'Password confirmation': 'Engine#1844',
  });
  await expectMessages([
    "Emails don't match",
    "Passwords don't match",
    // The terms box is not ticked and the names are empty: their messages show at the same time.
    'You must check this to agree',
    'Type in your legal first name',
  ]);
});

it('registers a normal account and says a verification e-mail is on its way', async () => {
  const api = apiReplies({
    'POST student/register': () => ({ email: 'ada.lovelace@mail.example' }),
  });
  renderWithHost(<RegisterForm />);
  await fillAll();
  await submit();
  await waitFor(() => expect(useSignInStore.getState().mode).toBe('confirm-message'));
  expect(api.posts('student/register')[0]?.body).toEqual({ ...expectedBody, registerType: 'normal' });
  expect(useSignInStore.getState().confirm).toEqual({
    title: 'Account created',
    text: 'We sent a verification email to ada.lovelace@mail.example. It should arrive within 5 minutes: follow its link to verify your email and sign in.',
    returnTo: 'close',
  });
  expect(useSessionStore.getState().token).toBeNull();
});

it('registers a full account when an action waits for sign-in, signs in and runs the action', async () => {
  const afterLogin = jest.fn();
  useSignInStore.setState({ afterLogin });
  const student = aStudent({ firstName: 'Ada', lastName: 'Lovelace' });
  const api = apiReplies({
    'POST student/register': () => ({
      student,
      token: 'new-token',
      cart: { items: [], total_price: 0, total_discount: 0 },
    }),
  });
  renderWithHost(<RegisterForm />);
  await fillAll();
  await submit();
  await waitFor(() => expect(useSessionStore.getState().token).toBe('new-token'));
  expect(api.posts('student/register')[0]?.body).toEqual({ ...expectedBody, registerType: 'full' });
  expect(useSignInStore.getState().open).toBe(false);
  expect(afterLogin).toHaveBeenCalledTimes(1);
});

it('shows the spec message for each refusal, keeping what was typed from one try to the next', async () => {
  const refusals: [string, () => Response | ReturnType<typeof apiError>, string][] = [
    ['used_email', () => apiError(USED_EMAIL, { code: 'used_email', status: 409 }), USED_EMAIL],
    ['invalid_input', () => apiError('Invalid input', { code: 'invalid_input' }), CHECK_THE_FIELDS],
    [
      'an unknown code',
      () => apiError('Registration is not available', { code: 'registration_not_allowed', status: 403 }),
      COULD_NOT_REGISTER,
    ],
    ['a server failure', () => HttpResponse.text('oops', { status: 502 }), COULD_NOT_REGISTER],
  ];
  let current = 0;
  const api = apiReplies({ 'POST student/register': () => refusals[current]![1]() });
  renderWithHost(<RegisterForm />);
  // Filled once, as a student would, then sent again after each refusal.
  await fillAll();
  for (const [refusal, , message] of refusals) {
    await submit();
    // This try's reply, not the last one's message, is what the alert must show.
    await waitFor(() => expect(api.posts('student/register')).toHaveLength(current + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect({ refusal, email: screen.getByLabelText('Email') }).toEqual({
      refusal,
      email: expect.objectContaining({ value: 'Ada.Lovelace@Mail.example' }),
    });
    expect(screen.getByLabelText('Street address')).toHaveValue('12 Analytical Way');
    expect(useSignInStore.getState().mode).toBe('register');
    current += 1;
  }
});
