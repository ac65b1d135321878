import { callEndpoint, useSessionStore } from '@portal/shared';
import {
  profileEndpoints,
  profileQueryKeys,
  type SignatureResponse,
  type StudentReply,
} from '../../../contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const getSignature = (signal?: AbortSignal): Promise<SignatureResponse> =>
  callEndpoint(profileEndpoints.getSignature, {}, { signal });

export const getSignatureQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKeys.signature(), queryFn: ({ signal }) => getSignature(signal) });

export const useSignature = () => useQuery(getSignatureQueryOptions());

/** PNG from the pad; JPEG data URLs for uploaded and typed signatures. */
export const updateSignature = (signature: string): Promise<StudentReply> =>
  callEndpoint(profileEndpoints.updateSignature, { body: { signature } });

/** Saving replaces the session's student (info.hasSignature) and, saved or not, reloads the view. */
export const useUpdateSignature = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignature,
    onSuccess: (reply) => useSessionStore.getState().studentLoaded(reply.student),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKeys.signature() }),
  });
};
