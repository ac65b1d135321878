import { callEndpoint, refreshAcrossAreas } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActionView,
  documentsEndpoints,
  documentsQueryKeys,
  type DocumentsResponse,
  type UploadBody,
} from '../../../contract';

export const getDocuments = (signal?: AbortSignal): Promise<DocumentsResponse> =>
  callEndpoint(documentsEndpoints.getDocuments, {}, { signal });

export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: documentsQueryKeys.list(),
    queryFn: ({ signal }) => getDocuments(signal),
  });

export const useDocuments = () => useQuery(getDocumentsQueryOptions());

export const getActionView = (code: string, signal?: AbortSignal): Promise<ActionView> =>
  callEndpoint(documentsEndpoints.getActionView, { params: { code } }, { signal });

/**
 * The document as the slide-out shows it. Fetched once per opening and never again while open: the
 * HTML of a survey or form carries a new answers token on every fetch, and new HTML would reload the
 * frame over the answers the student is typing (a reconnect or a remount would refetch a stale query).
 * Dropped once closed, so the next opening gets a fresh token.
 */
export const getActionViewQueryOptions = (code: string) =>
  queryOptions({
    queryKey: documentsQueryKeys.actionView(code),
    queryFn: ({ signal }) => getActionView(code, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useActionView = (code: string) => useQuery(getActionViewQueryOptions(code));

export const getAttachments = (documentId: number, signal?: AbortSignal) =>
  callEndpoint(documentsEndpoints.getAttachments, { params: { id: documentId } }, { signal });

export const getAttachmentsQueryOptions = (documentId: number) =>
  queryOptions({
    queryKey: documentsQueryKeys.attachments(documentId),
    queryFn: ({ signal }) => getAttachments(documentId, signal),
  });

export const useAttachments = (documentId: number) => useQuery(getAttachmentsQueryOptions(documentId));

export const attachmentLink = (documentId: number, code: string) =>
  callEndpoint(documentsEndpoints.getAttachmentLink, { params: { id: documentId, code } });

export const submitDocument = (code: string, body: UploadBody): Promise<DocumentsResponse> =>
  callEndpoint(documentsEndpoints.submitDocument, { params: { code }, body });

export const addAttachments = (documentId: number, body: UploadBody) =>
  callEndpoint(documentsEndpoints.addAttachments, { params: { id: documentId }, body });

/**
 * Submits a required document. The reply is the new list: shown at once, and the header's count
 * (the logged student's required actions) reloads, so the badge follows without a reload.
 */
export const useSubmitDocument = (code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadBody) => submitDocument(code, body),
    onSuccess: async (reply: DocumentsResponse) => {
      queryClient.setQueryData(documentsQueryKeys.list(), reply);
      await refreshAcrossAreas(queryClient, 'studentTasks');
    },
  });
};

export const useAddAttachments = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadBody) => addAttachments(documentId, body),
    onSuccess: (reply) => queryClient.setQueryData(documentsQueryKeys.attachments(documentId), reply),
  });
};
