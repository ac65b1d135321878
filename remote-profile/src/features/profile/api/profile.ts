import { callEndpoint, queryKeys, useSessionStore } from '@portal/shared';
import { type Profile, profileEndpoints, type StudentReply } from '../../../contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const updateProfile = (profile: Profile): Promise<StudentReply> =>
  callEndpoint(profileEndpoints.updateProfile, { body: { profile } });

export const updatePhoto = (photo: string): Promise<StudentReply> =>
  callEndpoint(profileEndpoints.updatePhoto, { body: { photo } });

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
