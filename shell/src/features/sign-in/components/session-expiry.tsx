import { useSessionStore } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSignInStore } from '../hooks/sign-in-store';
import { wipeStudentData } from '../../session/api/wipe-student-data';

/** The notice over sign-in when the session ends; the modal shows it as 'signInModal.sessionEnded'. */
export const SESSION_ENDED = 'Your session has ended, please sign in again to carry on.';

/**
 * A token refused in the middle of a session (revoked elsewhere, idle too long, 30 days old): the
 * sign-in modal opens over the page, which stays as it was, typed text included, so that signing in
 * again lets the student retry. Closing the modal instead signs out.
 */
export const SessionExpiry = () => {
  const expired = useSessionStore((state) => state.expired);
  const signInOpen = useSignInStore((state) => state.open);
  const queryClient = useQueryClient();
  const asked = useRef(false);

  useEffect(() => {
    if (!expired) {
      asked.current = false;
      return;
    }
    if (!asked.current) {
      asked.current = true;
      useSignInStore.getState().sessionEnded(SESSION_ENDED);
    } else if (!signInOpen) {
      useSessionStore.getState().signedOut();
      wipeStudentData(queryClient);
    }
  }, [expired, signInOpen, queryClient]);

  return null;
};
