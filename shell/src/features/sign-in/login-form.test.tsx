import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { envelopeResponse } from '@portal/shared/testing';
import { renderInShell } from '../../testing/render-shell';
import { ALREADY_LOGGING_IN, LoginForm } from './login-form';
import { useSignInStore } from './sign-in-store';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const student = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Student',
  preferredName: null,
  email: 'student@demo.school',
  photoUrl: null,
  isVerified: true,
  hasAxRecord: true,
  requiresPersonalInfo: false,
  isParent: false,
  relatedStudents: [],
  originalStudent: null,
  info: { hasSignature: false, signatureUrl: null },
};
const loginReply = () =>
  envelopeResponse({ student, token: 'tok', cart: { items: [], total_price: 0, total_discount: 0 } });
const bodyOf = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useSessionStore.getState().signedOut();
  useSignInStore.setState({ open: true, mode: 'login', afterLogin: null });
});

// antd inputs in jsdom are slow to type into key by key: paste, as a password manager would.
jest.setTimeout(20_000);
const fill = async (email: string, password: string) => {
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste(email);
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste(password);
};

it('shows the spec messages for empty fields and calls nothing', async () => {
  renderInShell(<LoginForm />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Type in your email address')).toBeInTheDocument();
  expect(screen.getByText('Type in your password')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('signs in, stores the session, closes the modal and runs the queued after-login action', async () => {
  const afterLogin = jest.fn();
  useSignInStore.setState({ afterLogin });
  fetchMock.mockResolvedValue(loginReply());
  renderInShell(<LoginForm />);
  await fill('student@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
  expect(useSignInStore.getState().open).toBe(false);
  expect(afterLogin).toHaveBeenCalledTimes(1);
  expect(bodyOf(0)).toEqual({ email: 'student@demo.school', password: 'Student#2026' });
});

it("shows the server's message for a wrong password and keeps the e-mail", async () => {
  fetchMock.mockResolvedValue(
    envelopeResponse(null, {
      result: 'error',
      errorCode: 'invalid_student_email_password_combination',
      errorMessage: 'Email or password is incorrect',
      status: 401,
    }),
  );
  renderInShell(<LoginForm />);
  await fill('student@demo.school', 'Wrong#2026x');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('student@demo.school');
});

it("shows 'Server error!' when the server fails", async () => {
  fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
  renderInShell(<LoginForm />);
  await fill('student@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Server error!')).toBeInTheDocument();
});

it('signs in with the alternate e-mail when the username is no longer valid', async () => {
  fetchMock
    .mockResolvedValueOnce(
      envelopeResponse(
        { alternateEmail: 'moved.new@demo.school' },
        { result: 'error', errorCode: 'student_email_no_longer_valid', errorMessage: 'gone', status: 401 },
      ),
    )
    .mockResolvedValueOnce(loginReply());
  renderInShell(<LoginForm />);
  await fill('moved@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
  expect(bodyOf(1)).toEqual({ email: 'moved.new@demo.school', password: 'Student#2026' });
});

it('offers to resend the verification e-mail for an unverified address', async () => {
  fetchMock.mockResolvedValueOnce(
    envelopeResponse(null, {
      result: 'error',
      errorCode: 'student_email_not_verified',
      errorMessage: 'Your email address has not been verified yet.',
      status: 401,
    }),
  );
  fetchMock.mockResolvedValueOnce(envelopeResponse({ email: 'new@demo.school' }));
  renderInShell(<LoginForm />);
  await fill('new@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Resend the verification email' }));
  await waitFor(() => expect(useSignInStore.getState().mode).toBe('confirm-message'));
  expect(useSignInStore.getState().confirm?.text).toBe(
    'A verification email was sent to new@demo.school. It should arrive within 5 minutes.',
  );
});

it(`says '${ALREADY_LOGGING_IN}' when Sign in is pressed again while signing in`, async () => {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderInShell(<LoginForm />);
  await fill('student@demo.school', 'Student#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Signing in…' }));
  expect(await screen.findByText(ALREADY_LOGGING_IN)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  answer(loginReply());
  await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
});
