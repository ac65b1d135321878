import {
  accountEndpoints,
  callEndpoint,
  queryKeys,
  studentDisplayName,
  useSessionStore,
  type LoggedStudentResponse,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/show-toast';
import { wipeStudentData } from './wipe-student-data';

/** Spec section 9: the impersonation toast stays 3 s. */
export const IMPERSONATION_TOAST_SECONDS = 3;

export const switchIntoStudent = (id: number): Promise<LoggedStudentResponse> =>
  callEndpoint(accountEndpoints.switchIntoStudent, { params: { id } });

export const switchBackToOriginal = (): Promise<LoggedStudentResponse> =>
  callEndpoint(accountEndpoints.switchBackToOriginal);

/**
 * Switches into a related student, or back to the original account (`null`). Every cached student
 * datum is wiped, then the new student's info is loaded.
 */
export const useSwitchAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => (id === null ? switchBackToOriginal() : switchIntoStudent(id)),
    onSuccess: (reply) => {
      wipeStudentData(queryClient);
      useSessionStore.getState().studentLoaded(reply.student);
      queryClient.setQueryData(queryKeys.student.logged(), reply);
      const { student } = reply;
      showToast(
        'info',
        'Account switched',
        student.originalStudent
          ? `You are now acting as ${studentDisplayName(student)}.`
          : 'You are back in your own account.',
        IMPERSONATION_TOAST_SECONDS,
      );
    },
    onError: (error) => showToast('error', 'Account switch', error.message, IMPERSONATION_TOAST_SECONDS),
  });
};
