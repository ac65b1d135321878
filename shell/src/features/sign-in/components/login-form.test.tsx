import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { HttpResponse } from 'msw';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { ALREADY_LOGGING_IN, LoginForm } from './login-form';
import { useSignInStore } from '../hooks/sign-in-store';

const student = aStudent({ id: 1, firstName: 'Ada', lastName: 'Student' });
const loginReply = () => ({ student, token: 'tok', cart: { items: [], total_price: 0, total_discount: 0 } });

beforeEach(() => {
  useSessionStore.getState().signedOut();
  useSignInStore.setState({ open: true, mode: 'login', afterLogin: null });
});

// antd inputs in jsdom are slow to type into key by key: paste, as a password manager would.
const fill = async (email: string, password: string) => {
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste(email);
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste(password);
};

it('shows the spec messages for empty fields and calls nothing', async () => {
  const api = apiReplies({});
  renderWithHost(<LoginForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Type in your email address')).toBeInTheDocument();
  expect(screen.getByText('Type in your password')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('signs in, stores the session, closes the modal and runs the queued after-login action', async () => {
  const afterLogin = jest.fn();
  useSignInStore.setState({ afterLogin });
  const api = apiReplies({ 'POST student/auth': loginReply });
  renderWithHost(<LoginForm />);
  await fill('student@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
  expect(useSignInStore.getState().open).toBe(false);
  expect(afterLogin).toHaveBeenCalledTimes(1);
  expect(api.posts('student/auth')[0]?.body).toEqual({
    email: 'student@demo.school',
    password: 'Student#2026',
  });
});

it("shows the server's message for a wrong password and keeps the e-mail", async () => {
  apiReplies({
    'POST student/auth': () =>
      apiError('Email or password is incorrect', {
        code: 'invalid_student_email_password_combination',
        status: 401,
      }),
  });
  renderWithHost(<LoginForm />);
  await fill('student@demo.school', 'Wrong#2026x');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('student@demo.school');
});

it("shows 'Server error!' when the server fails", async () => {
  apiReplies({ 'POST student/auth': () => HttpResponse.text('oops', { status: 502 }) });
  renderWithHost(<LoginForm />);
  await fill('student@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Server error!')).toBeInTheDocument();
});

it('signs in with the alternate e-mail when the username is no longer valid', async () => {
  const api = apiReplies({
    'POST student/auth': (body) =>
      (body as { email: string }).email === 'moved@demo.school'
        ? apiError('gone', {
            code: 'student_email_no_longer_valid',
            status: 401,
            data: { alternateEmail: 'moved.new@demo.school' },
          })
        : loginReply(),
  });
  renderWithHost(<LoginForm />);
  await fill('moved@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(api.posts('student/auth')).toHaveLength(2));
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
  expect(api.posts('student/auth')[1]?.body).toEqual({
    email: 'moved.new@demo.school',
    password: 'Student#2026',
  });
});

it('offers to resend the verification e-mail for an unverified address', async () => {
  apiReplies({
    'POST student/auth': () =>
      apiError('Your email address has not been verified yet.', {
        code: 'student_email_not_verified',
        status: 401,
      }),
    'POST student/request_verification': () => ({ email: 'new@demo.school' }),
  });
  renderWithHost(<LoginForm />);
  await fill('new@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Resend the verification email' }));
  await waitFor(() => expect(useSignInStore.getState().mode).toBe('confirm-message'));
  expect(useSignInStore.getState().confirm?.text).toBe(
    'A verification email was sent to new@demo.school. It should arrive within 5 minutes.',
  );
});

it(`says '${ALREADY_LOGGING_IN}' when Sign in is pressed again while signing in`, async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const api = apiReplies({
    'POST student/auth': async () => {
      await answered;
      return loginReply();
    },
  });
  renderWithHost(<LoginForm />);
  await fill('student@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Signing in…' }));
  expect(await screen.findByText(ALREADY_LOGGING_IN)).toBeInTheDocument();
  expect(api.posts('student/auth')).toHaveLength(1);
  answer();
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
});
