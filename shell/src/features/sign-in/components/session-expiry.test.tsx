import { act, waitFor } from '@testing-library/react';
import { getLoggedStudent, useSessionStore } from '@portal/shared';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';
import { useSignInStore } from '../hooks/sign-in-store';
import { SESSION_ENDED, SessionExpiry } from './session-expiry';

const student = aStudent({ firstName: 'Jordan' });

/** A call the API refuses with 401, as it does for a revoked or idle token. */
const callWithRefusedToken = async () => {
  apiReplies({ 'GET student/get': () => apiError('Please sign in', { code: 'unauthorized', status: 401 }) });
  await getLoggedStudent().catch(() => undefined);
};

beforeEach(() => useSignInStore.getState().closed());

it('opens sign-in over the page with the notice when the token is refused, keeping the session', async () => {
  renderWithHost(<SessionExpiry />, { student });
  await act(callWithRefusedToken);
  await waitFor(() => expect(useSignInStore.getState()).toMatchObject({ open: true, notice: SESSION_ENDED }));
  expect(useSessionStore.getState().student).toEqual(student);
});

it('signs out when the student closes sign-in instead', async () => {
  renderWithHost(<SessionExpiry />, { student });
  await act(callWithRefusedToken);
  await waitFor(() => expect(useSignInStore.getState().open).toBe(true));
  act(() => useSignInStore.getState().closed());
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  expect(useSessionStore.getState().student).toBeNull();
});

it('carries on when the student signs in again', async () => {
  renderWithHost(<SessionExpiry />, { student });
  await act(callWithRefusedToken);
  await waitFor(() => expect(useSignInStore.getState().open).toBe(true));
  act(() => {
    useSessionStore.getState().signedIn(student, 'new-token');
    useSignInStore.getState().closed();
  });
  expect(useSessionStore.getState()).toMatchObject({ token: 'new-token', expired: false, student });
});
