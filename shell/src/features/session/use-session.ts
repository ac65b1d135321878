import {
  getLoggedStudentQueryOptions,
  logoutStudent,
  useSessionStore,
  type LoginResponse,
} from '@portal/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { wipeStudentData } from './wipe-student-data';

/** The logged student's reply (student, required actions, pending forms, cart), when signed in. */
export const useLoggedStudent = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getLoggedStudentQueryOptions(), enabled: Boolean(token), retry: false });
};

export const useSignedIn = () => {
  const queryClient = useQueryClient();
  return useCallback(
    ({ student, token }: Pick<LoginResponse, 'student' | 'token'>) => {
      wipeStudentData(queryClient);
      useSessionStore.getState().signedIn(student, token);
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
