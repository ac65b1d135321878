import type { LoginResponse } from '@portal/shared';
import { useCallback } from 'react';
import { useSignedIn } from '../../session/hooks/use-session';
import { useSignInStore } from './sign-in-store';

/** After a successful login: store the session, close the modal, run the queued after-login action. */
export const useCompleteSignIn = () => {
  const signedIn = useSignedIn();
  return useCallback(
    (reply: LoginResponse) => {
      signedIn(reply);
      const { closed, afterLoginTaken } = useSignInStore.getState();
      closed();
      const action = afterLoginTaken();
      if (action) void action();
    },
    [signedIn],
  );
};
