import { formatBytes, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../contracts';
import { HttpError, notFound } from '../../../http/errors';

/** The documents area's refusals (spec 8: an upload failure shows the server's message). */
export const documentErrorCodes = {
  /** 409: a `sign` document, and the acting student has no signature yet. */
  signatureRequired: 'signature_required',
  /** 400: an upload (or an attachment) without a file. */
  fileRequired: 'file_required',
  /** 400: a file that is not what it must be by its content (JPEG or PNG pictures, PDF documents). */
  invalidFile: 'invalid_file',
  /** 413: more than MAX_UPLOAD_BYTES in one upload (decoded), or a body over the route's limit. */
  tooLarge: 'too_large',
  /** 409: a required document the student submitted already. */
  alreadySubmitted: 'already_submitted',
  /** 409: a document holding MAX_FILES_PER_DOCUMENT files already. */
  tooManyFiles: 'too_many_files',
  /** 409: a survey or form document with a form, and no complete answers recorded for it yet. */
  answersRequired: 'answers_required',
} as const;

/** Files a document may hold in all (its submission's and its attachments). */
export const MAX_FILES_PER_DOCUMENT = 20;

export const DOCUMENT_MESSAGES = {
  documentNotFound: 'Document not found',
  attachmentNotFound: 'Attachment not found',
  fileRequired: 'Add a picture or a PDF to upload',
  alreadySubmitted: 'This document was already submitted',
  tooManyFiles: `A document can have at most ${MAX_FILES_PER_DOCUMENT} files`,
  answersRequired: 'Send your answers with the Send answers button in the document before you submit it',
} as const;

/** An upload is a required document's submission or attachments added to a registered document. */
export type UploadPurpose = 'document' | 'attachment';

export const documentNotFound = () => notFound(DOCUMENT_MESSAGES.documentNotFound);

/** 413 `too_large` with the spec's message (5.7) for what is being uploaded. */
export const uploadTooLarge = (purpose: UploadPurpose) =>
  new HttpError(
    413,
    documentErrorCodes.tooLarge,
    (purpose === 'attachment' ? UPLOAD_MESSAGES.attachmentTooLarge : UPLOAD_MESSAGES.tooLarge)(
      formatBytes(MAX_UPLOAD_BYTES),
    ),
  );
