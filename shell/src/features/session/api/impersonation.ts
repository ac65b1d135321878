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
import { sessionMessagesNow } from '../messages/catalog';
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
      const m = sessionMessagesNow();
      showToast(
        'info',
        m('accountSwitch.switched'),
        student.originalStudent
          ? m('accountSwitch.actingAs', { name: studentDisplayName(student) })
          : m('accountSwitch.back'),
        IMPERSONATION_TOAST_SECONDS,
      );
    },
    onError: (error) =>
      showToast(
        'error',
        sessionMessagesNow()('accountSwitch.failed'),
        error.message,
        IMPERSONATION_TOAST_SECONDS,
      ),
  });
};
