import {
  MAX_UPLOAD_BYTES,
  sniffFileKind,
  UPLOAD_MESSAGES,
  uploadSizeError,
  type UploadBody,
} from '../../../contracts';
import { HttpError } from '../../../http/errors';
import { DOCUMENT_MESSAGES, documentErrorCodes, uploadTooLarge, type UploadPurpose } from './errors';

/**
 * The body limit of the two upload routes: the base64 of MAX_UPLOAD_BYTES (20 MB, 4/3 of it: ~26.7 MB)
 * and the JSON around it. A body over it is refused (413 `too_large`) as it arrives, before it is
 * buffered; one under it is checked again by its decoded size (checkUpload).
 */
export const UPLOAD_BODY_LIMIT_BYTES = 28 * 1024 * 1024;

export type StoredMime = 'image/jpeg' | 'image/png' | 'application/pdf';

/** One file of an upload, checked: what it is by its bytes. */
export interface CheckedFile {
  /** Which list of the body it came in. */
  from: 'image' | 'document';
  mime: StoredMime;
  bytes: Buffer;
}

export const extensionOf = (mime: StoredMime) =>
  mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : 'pdf';

const notAFile = () => new HttpError(400, documentErrorCodes.invalidFile, UPLOAD_MESSAGES.notAFile);

function decode(dataUrl: string, from: CheckedFile['from']): CheckedFile {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  // By the bytes alone: the data URL's declared type and any name are ignored.
  const kind = sniffFileKind(bytes);
  if (from === 'image' && kind === 'jpeg') return { from, mime: 'image/jpeg', bytes };
  if (from === 'image' && kind === 'png') return { from, mime: 'image/png', bytes };
  if (from === 'document' && kind === 'pdf') return { from, mime: 'application/pdf', bytes };
  throw notAFile();
}

/**
 * Checks an upload (spec 4.3, 5.7, 9) and decodes its files, pictures first. The body schema allows
 * MAX_IMAGES pictures and MAX_DOCUMENTS documents at most (400 `invalid_input` before this); then: at
 * least one file when `required` (400 `file_required`), at most MAX_UPLOAD_BYTES decoded in all (413
 * `too_large`, measured before anything is decoded), and each file what its list says by its magic
 * bytes: a JPEG or PNG picture, a PDF document (else 400 `invalid_file`).
 */
export function checkUpload(
  body: UploadBody,
  purpose: UploadPurpose,
  { required }: { required: boolean },
): CheckedFile[] {
  const { images, documents } = body;
  if (required && images.length + documents.length === 0)
    throw new HttpError(400, documentErrorCodes.fileRequired, DOCUMENT_MESSAGES.fileRequired);
  if (uploadSizeError([...images, ...documents]) !== null) throw uploadTooLarge(purpose);
  const files = [
    ...images.map((file) => decode(file, 'image')),
    ...documents.map((file) => decode(file, 'document')),
  ];
  // The decoded bytes themselves, whatever the base64 text's padding claimed.
  if (files.reduce((sum, file) => sum + file.bytes.length, 0) > MAX_UPLOAD_BYTES)
    throw uploadTooLarge(purpose);
  return files;
}
