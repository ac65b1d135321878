import {
  getLoggedStudentQueryOptions,
  logoutStudent,
  useSessionStore,
  type LoginResponse,
} from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { wipeStudentData } from '../api/wipe-student-data';

/** The logged student's reply (student, required actions, pending forms, cart), when signed in. */
export const useLoggedStudent = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getLoggedStudentQueryOptions(), enabled: Boolean(token), retry: false });
};

export const useSignedIn = () => {
  const queryClient = useQueryClient();
  return useCallback(
    ({ student, token }: Pick<LoginResponse, 'student' | 'token'>) => {
      const previous = useSessionStore.getState().student;
      useSessionStore.getState().signedIn(student, token);
      // The same student signing in again (the session had ended) keeps the page and what it shows,
      // refreshed; anyone else starts clean.
      if (previous?.id === student.id) void queryClient.invalidateQueries();
      else wipeStudentData(queryClient);
    },
    [queryClient],
  );
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The local session ends whatever the server says: a failed revoke must not keep anyone signed in.
    await logoutStudent().catch(() => undefined);
    useSessionStore.getState().signedOut();
    wipeStudentData(queryClient);
  }, [queryClient]);
};
