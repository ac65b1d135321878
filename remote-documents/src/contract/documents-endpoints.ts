import * as z from '@portal/shared/zod';
import { defineEndpoint } from '@portal/shared/contracts';
import {
  actionViewResponseSchema,
  attachmentCodeParamSchema,
  attachmentsResponseSchema,
  documentCodeParamSchema,
  documentIdParams,
  documentsResponseSchema,
  fileLinkSchema,
  uploadBodySchema,
} from './documents';

/** Spec 7.3: the acting student's documents (sign-in needed for every call). */
export const documentsEndpoints = {
  getDocuments: defineEndpoint({
    method: 'GET',
    path: 'student/documents',
    response: documentsResponseSchema,
  }),
  getAttachments: defineEndpoint({
    method: 'GET',
    path: 'student/document/:id/attachments',
    params: documentIdParams,
    response: attachmentsResponseSchema,
    ids: { id: 'owned' },
  }),
  getAttachmentLink: defineEndpoint({
    method: 'GET',
    path: 'student/document/:id/attachment/:code/link',
    params: z.object({ id: documentIdParams.shape.id, code: attachmentCodeParamSchema }),
    response: fileLinkSchema,
    ids: { id: 'owned' },
  }),
  addAttachments: defineEndpoint({
    method: 'POST',
    path: 'student/document/:id/attachments/add',
    params: documentIdParams,
    body: uploadBodySchema,
    response: attachmentsResponseSchema,
    ids: { id: 'owned' },
  }),
  /** The document's HTML; a survey's or form's carries its form, posting to DOCUMENT_ANSWERS_PATH. */
  getActionView: defineEndpoint({
    method: 'GET',
    path: 'document/action_view/:code',
    params: z.object({ code: documentCodeParamSchema }),
    response: actionViewResponseSchema,
  }),
  /**
   * Submits a required document: the signature for `sign` (the student's, kept with the time), files for
   * `upload`, the answers recorded from its frame for a survey or form with a form (refused until then).
   */
  submitDocument: defineEndpoint({
    method: 'POST',
    path: 'document/action_submit/:code',
    params: z.object({ code: documentCodeParamSchema }),
    body: uploadBodySchema,
    response: documentsResponseSchema,
  }),
} as const;
