import {
  apiRequest,
  loggedStudentResponseSchema,
  queryKeys,
  useSessionStore,
  type LoggedStudentResponse,
} from '@portal/shared';
import { App } from '@portal/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wipeStudentData } from './wipe-student-data';

/** Spec section 9: the impersonation toast stays 3 s. */
export const IMPERSONATION_TOAST_SECONDS = 3;

export const switchIntoStudent = (id: number): Promise<LoggedStudentResponse> =>
  apiRequest(`student/impersonate/${id}`, { schema: loggedStudentResponseSchema });

export const switchBackToOriginal = (): Promise<LoggedStudentResponse> =>
  apiRequest('student/impersonate/original', { schema: loggedStudentResponseSchema });

/**
 * Switches into a related student, or back to the original account (`null`). Every cached student
 * datum is wiped, then the new student's info is loaded.
 */
export const useSwitchAccount = () => {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (id: number | null) => (id === null ? switchBackToOriginal() : switchIntoStudent(id)),
    onSuccess: (reply) => {
      wipeStudentData(queryClient);
      useSessionStore.getState().studentLoaded(reply.student);
      queryClient.setQueryData(queryKeys.student.logged(), reply);
      const { student } = reply;
      notification.info({
        message: 'Account switched',
        description: student.originalStudent
          ? `You are now acting as ${student.firstName} ${student.lastName}.`
          : 'You are back in your own account.',
        duration: IMPERSONATION_TOAST_SECONDS,
      });
    },
    onError: (error) =>
      notification.error({
        message: 'Account switch',
        description: error.message,
        duration: IMPERSONATION_TOAST_SECONDS,
      }),
  });
};
