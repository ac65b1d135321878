import { callEndpoint, queryKeys } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentsEndpoints,
  documentsQueryKeys,
  type DocumentsResponse,
  type UploadBody,
} from '../../../contract';

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentsQueryKeys.list(),
    queryFn: ({ signal }) => callEndpoint(documentsEndpoints.getDocuments, {}, { signal }),
  });

export const useDocuments = () => useQuery(documentsQueryOptions());

/**
 * The document as the slide-out shows it. Fetched once per opening and never again while open: the
 * HTML of a survey or form carries a new answers token on every fetch, and new HTML would reload the
 * frame over the answers the student is typing (a reconnect or a remount would refetch a stale query).
 * Dropped once closed, so the next opening gets a fresh token.
 */
export const useActionView = (code: string) =>
  useQuery({
    queryKey: documentsQueryKeys.actionView(code),
    queryFn: ({ signal }) => callEndpoint(documentsEndpoints.getActionView, { params: { code } }, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useAttachments = (documentId: number) =>
  useQuery({
    queryKey: documentsQueryKeys.attachments(documentId),
    queryFn: ({ signal }) =>
      callEndpoint(documentsEndpoints.getAttachments, { params: { id: documentId } }, { signal }),
  });

export const attachmentLink = (documentId: number, code: string) =>
  callEndpoint(documentsEndpoints.getAttachmentLink, { params: { id: documentId, code } });

/**
 * Submits a required document. The reply is the new list: shown at once, and the header's count
 * (the logged student's required actions) reloads, so the badge follows without a reload.
 */
export const useSubmitDocument = (code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadBody) =>
      callEndpoint(documentsEndpoints.submitDocument, { params: { code }, body }),
    onSuccess: async (reply: DocumentsResponse) => {
      queryClient.setQueryData(documentsQueryKeys.list(), reply);
      await queryClient.invalidateQueries({ queryKey: queryKeys.student.logged() });
    },
  });
};

export const useAddAttachments = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadBody) =>
      callEndpoint(documentsEndpoints.addAttachments, { params: { id: documentId }, body }),
    onSuccess: (reply) => queryClient.setQueryData(documentsQueryKeys.attachments(documentId), reply),
  });
};
