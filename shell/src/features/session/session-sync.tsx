import { useSessionStore } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoggedStudent } from './use-session';
import { wipeStudentData } from './wipe-student-data';

/**
 * Start-up and session changes (spec section 4, Session): the logged student is fetched; a failure
 * clears the session; a new student replaces the cached one.
 */
export const SessionSync = () => {
  const queryClient = useQueryClient();
  const logged = useLoggedStudent();

  useEffect(() => {
    if (logged.data) useSessionStore.getState().studentLoaded(logged.data.student);
  }, [logged.data]);

  useEffect(() => {
    if (logged.isError) {
      useSessionStore.getState().signedOut();
      wipeStudentData(queryClient);
    }
  }, [logged.isError, queryClient]);

  return null;
};
