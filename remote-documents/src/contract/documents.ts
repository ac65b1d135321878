import * as z from '@portal/shared/zod';
import { idParamSchema } from '@portal/shared/contracts';

/** Spec section 3: what a required document asks of the student. */
export const REQUIRED_ACTIONS = ['survey', 'sign', 'upload', 'notify', 'form'] as const;
export type DocumentAction = (typeof REQUIRED_ACTIONS)[number];

/**
 * The actions whose document is a form the student fills in inside its frame (survey and form): the
 * frame allows forms for these only, and the API renders and records their answers (docs/adr/012).
 */
export const ANSWERED_ACTIONS: readonly DocumentAction[] = ['survey', 'form'];
export const isAnsweredAction = (action: DocumentAction): boolean => ANSWERED_ACTIONS.includes(action);

/** Spec 3, Required document: one the school asks of every student until they submit it. */
export const requiredDocumentSchema = z.object({
  code: z.string(),
  title: z.string(),
  requiredAction: z.enum(REQUIRED_ACTIONS),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

/**
 * Spec 3, Document: one in the student's history. `date` is when it was registered (ISO date),
 * `expireDate` when it runs out (ISO date, or null), `text` its HTML as the school wrote it (the API does
 * not sanitize it: show it only in the sandboxed frame, which runs no script). A signed one carries the
 * signature and the time of signing in its text.
 */
export const documentSchema = z.object({
  documentId: z.int(),
  title: z.string(),
  date: z.string(),
  expireDate: z.nullable(z.string()),
  text: z.string(),
});
export type StudentDocument = z.infer<typeof documentSchema>;

/** GET /student/documents: the required ones and the history. */
export const documentsResponseSchema = z.object({
  requiredDocuments: z.array(requiredDocumentSchema),
  documents: z.array(documentSchema),
});
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

/** Spec 3, Attachment. */
export const attachmentSchema = z.object({ code: z.string(), title: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentsResponseSchema = z.object({ attachments: z.array(attachmentSchema) });

/** GET /document/action_view/{code}: the required document's HTML template. */
export const actionViewResponseSchema = z.object({
  code: z.string(),
  title: z.string(),
  requiredAction: z.enum(REQUIRED_ACTIONS),
  html: z.string(),
});
export type ActionView = z.infer<typeof actionViewResponseSchema>;

/**
 * Where the form of a survey or form document posts its answers, under the API base (/api/): a form
 * post from the document's sandboxed frame, authenticated by a token in its body, not an endpoint
 * (docs/adr/012-document-forms-in-the-sandbox.md). The frame may post there and nowhere else.
 */
export const DOCUMENT_ANSWERS_PATH = 'document/answers';

/** A required document's code in a path: letters, digits, '-' and '_'. */
export const documentCodeParamSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid document code'));
export const attachmentCodeParamSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid attachment code'));
export const documentIdParams = z.object({ id: idParamSchema() });

/**
 * Spec 7.3: an upload body, pictures and documents (PDF) as data URLs. The API checks each by its
 * content (JPEG, PNG, PDF magic bytes), the count and the total size; a shape check only here.
 */
const DATA_URL_HEAD = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * `data:<type>;base64,<base64>`, checked in two steps: one pattern anchored over the whole of a 28 MB
 * text overflowed the regexp engine's stack (a 500 where the size message was due). The head is a short
 * match; the rest is a search for any character outside base64, which keeps no backtracking state.
 */
export const isBase64DataUrl = (value: string): boolean => {
  const head = DATA_URL_HEAD.exec(value);
  if (!head) return false;
  const payload = value.slice(head[0].length);
  return payload.length > 0 && !NOT_BASE64.test(payload);
};
const dataUrl = z.string().check(z.refine(isBase64DataUrl, 'Invalid file'));
export const uploadBodySchema = z.object({
  images: z.array(dataUrl).check(z.maxLength(4, 'Upload at most 4 pictures at a time')),
  documents: z.array(dataUrl).check(z.maxLength(4, 'Upload at most 4 documents at a time')),
});
export type UploadBody = z.infer<typeof uploadBodySchema>;

/** A file's short-lived link (only its owner's session gets one). */
export const fileLinkSchema = z.object({ url: z.string() });
