import {
  apiRequest,
  queryKeys,
  studentReplySchema,
  useSessionStore,
  type Profile,
  type StudentReply,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const updateProfile = (profile: Profile): Promise<StudentReply> =>
  apiRequest('student/update_profile', { method: 'POST', body: { profile }, schema: studentReplySchema });

export const updatePhoto = (photo: string): Promise<StudentReply> =>
  apiRequest('student/update_photo', { method: 'POST', body: { photo }, schema: studentReplySchema });

/** The reply's student replaces the session's, and the shell's copy of the logged student reloads. */
const useStudentMutation = <T>(mutationFn: (input: T) => Promise<StudentReply>, photo = false) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      const session = useSessionStore.getState();
      session.studentLoaded(reply.student);
      if (photo) session.photoChanged();
      await queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() });
    },
  });
};

export const useUpdateProfile = () => useStudentMutation(updateProfile);
export const useUpdatePhoto = () => useStudentMutation(updatePhoto, true);
