import {
  apiRequest,
  queryKeys,
  signatureResponseSchema,
  studentReplySchema,
  useSessionStore,
  type SignatureResponse,
  type StudentReply,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const getSignature = (signal?: AbortSignal): Promise<SignatureResponse> =>
  apiRequest('student/signature', { schema: signatureResponseSchema, signal });

export const getSignatureQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.student.signature(), queryFn: ({ signal }) => getSignature(signal) });

export const useSignature = () => useQuery(getSignatureQueryOptions());

/** PNG from the pad; JPEG data URLs for uploaded and typed signatures. */
export const updateSignature = (signature: string): Promise<StudentReply> =>
  apiRequest('student/update_signature', { method: 'POST', body: { signature }, schema: studentReplySchema });

/** Saving replaces the session's student (info.hasSignature) and, saved or not, reloads the view. */
export const useUpdateSignature = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignature,
    onSuccess: (reply) => useSessionStore.getState().studentLoaded(reply.student),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSignatureQueryOptions().queryKey }),
  });
};
