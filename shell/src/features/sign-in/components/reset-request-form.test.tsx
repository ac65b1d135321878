import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, apiReplies, networkError, renderWithHost } from '@portal/shared/testing';
import { ResetRequestForm } from './reset-request-form';
import { useSignInStore } from '../hooks/sign-in-store';

beforeEach(() => useSignInStore.setState({ open: true, mode: 'reset', confirm: null }));

const typeEmail = async (email: string) => {
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste(email);
};
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

it("says 'Type in your email address' for an empty field and calls nothing", async () => {
  const api = apiReplies({});
  renderWithHost(<ResetRequestForm />);
  await send();
  expect(await screen.findByText('Type in your email address')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it("says 'Invalid email address' for an address that is not one", async () => {
  const api = apiReplies({});
  renderWithHost(<ResetRequestForm />);
  await typeEmail('student@');
  await send();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('sends the address and says where the reset link went, returning to sign-in after', async () => {
  const api = apiReplies({
    'POST student/request_password_reset': (body) => ({ email: (body as { email: string }).email }),
  });
  renderWithHost(<ResetRequestForm />);
  await typeEmail(' Student@Demo.School ');
  await send();
  await waitFor(() => expect(useSignInStore.getState().mode).toBe('confirm-message'));
  expect(api.posts('student/request_password_reset')[0]?.body).toEqual({ email: 'student@demo.school' });
  expect(useSignInStore.getState().confirm).toEqual({
    title: 'Password Reset',
    text: 'An email was just sent to student@demo.school with a link to reset your password.',
    returnTo: 'login',
  });
});

it.each([
  ['the server refuses', () => apiError('Too many requests', { status: 429 })],
  ['the network is down', () => networkError()],
])("notifies 'Could not send password reset email' when %s and keeps the address", async (_case, reply) => {
  apiReplies({ 'POST student/request_password_reset': reply });
  const { host } = renderWithHost(<ResetRequestForm />);
  await typeEmail('student@demo.school');
  await send();
  await waitFor(() =>
    expect(host.notify.error).toHaveBeenCalledWith('Could not send password reset email', 'Password Reset'),
  );
  expect(useSignInStore.getState().mode).toBe('reset');
  expect(screen.getByLabelText('Email')).toHaveValue('student@demo.school');
});
