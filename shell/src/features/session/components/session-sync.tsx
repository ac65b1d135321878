import { useSessionStore } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoggedStudent } from '../hooks/use-session';
import { wipeStudentData } from '../api/wipe-student-data';

/**
 * Start-up and session changes (spec section 4, Session): the logged student is fetched; a failure
 * before it ever loaded clears the session; a new student replaces the cached one. A failure later
 * (offline, a server error) keeps the session: a refused token is SessionExpiry's to handle.
 */
export const SessionSync = () => {
  const queryClient = useQueryClient();
  const logged = useLoggedStudent();

  useEffect(() => {
    if (logged.data) useSessionStore.getState().studentLoaded(logged.data.student);
  }, [logged.data]);

  useEffect(() => {
    if (logged.isError && logged.data === undefined) {
      useSessionStore.getState().signedOut();
      wipeStudentData(queryClient);
    }
  }, [logged.isError, logged.data, queryClient]);

  return null;
};
