import {
  isAnsweredAction,
  UPLOAD_MESSAGES,
  type ActionView,
  type Attachment,
  type DocumentsResponse,
  type Locale,
  type School,
  type StudentDocument,
  type UploadBody,
} from '../../../contracts';
import { queryOne, type Db, type Queryable } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import { formatDate } from '../../../lib/format';
import { answeredText, answerForm, withAnswerForm } from './answer-pages';
import { createAnswerToken, findAnswers, revokeAnswerTokens } from './document-answers';
import { countFiles, findDocumentFile, insertFiles, listDocumentFiles, titleFiles } from './document-files';
import { answerProblems, questionsOf, type DocumentQuestion } from './document-questions';
import { DOCUMENT_MESSAGES, documentErrorCodes, documentNotFound, MAX_FILES_PER_DOCUMENT } from './errors';
import {
  findRequiredDocument,
  hasSubmitted,
  listPendingRequiredDocuments,
  type RequiredDocumentRow,
} from './required-documents';
import { signedText } from './signed-text';
import { checkUpload } from './uploads';

/** The student's document history, newest first (the day registered, then the newest record). */
export async function listStudentDocuments(db: Queryable, studentId: number): Promise<StudentDocument[]> {
  const rows = await db.query<{
    id: number;
    title: string;
    registered_on: string;
    expire_date: string | null;
    text: string;
  }>(
    `SELECT id, title, registered_on, expire_date, text FROM student_documents
      WHERE student_id = $1 ORDER BY registered_on DESC, id DESC`,
    [studentId],
  );
  return rows.map((r) => ({
    documentId: r.id,
    title: r.title,
    date: r.registered_on,
    expireDate: r.expire_date,
    text: r.text,
  }));
}

/** GET /student/documents: what is still required of the student, and their history. */
export async function documentsOf(db: Queryable, studentId: number): Promise<DocumentsResponse> {
  const [required, documents] = await Promise.all([
    listPendingRequiredDocuments(db, studentId),
    listStudentDocuments(db, studentId),
  ]);
  return {
    requiredDocuments: required.map(({ code, title, requiredAction }) => ({ code, title, requiredAction })),
    documents,
  };
}

/**
 * The questions the student answers in the document's frame: a survey or form document's, when the
 * school gave it a form (the frame allows forms for those two actions only); null otherwise.
 */
export const formQuestionsOf = (doc: RequiredDocumentRow): DocumentQuestion[] | null =>
  isAnsweredAction(doc.required_action) ? questionsOf(doc.questions) : null;

/**
 * GET /document/action_view/:code: an active required document's HTML, as the school wrote it (the
 * client shows it in a sandboxed frame). For a survey or form document with a form, still to submit,
 * the form follows: its questions with the answers the student sent before, posting to the answers
 * route with a new token of the session's acting student in a hidden field (document-answers.ts).
 * Still answered once the student has submitted it, without the form (the submission is refused
 * instead); 404 for an unknown or retired code.
 */
export async function actionView(
  db: Queryable,
  school: School,
  who: { studentId: number; sessionId: number },
  code: string,
  locale: Locale = 'en',
): Promise<ActionView> {
  const doc = await findRequiredDocument(db, code);
  if (!doc) throw documentNotFound();
  const view = { code: doc.code, title: doc.title, requiredAction: doc.required_action };
  const questions = formQuestionsOf(doc);
  if (!questions || (await hasSubmitted(db, who.studentId, doc.id))) return { ...view, html: doc.html };
  const binding = { studentId: who.studentId, requiredDocumentId: doc.id };
  const sent = await findAnswers(db, binding, questions);
  const token = await createAnswerToken(db, { ...binding, sessionId: who.sessionId });
  const form = answerForm({
    title: doc.title,
    questions,
    answers: sent?.answers ?? {},
    token,
    recordedBefore: sent ? { at: sent.recordedAt, timeZone: school.timezone } : undefined,
    locale,
  });
  return { ...view, html: withAnswerForm(doc.html, form) };
}

const alreadySubmitted = () =>
  new HttpError(409, documentErrorCodes.alreadySubmitted, DOCUMENT_MESSAGES.alreadySubmitted);

/**
 * POST /document/action_submit/:code. In order: the document (404), not submitted yet (409
 * `already_submitted`), a signature for `sign` (409 `signature_required`), the files (checkUpload; at
 * least one for `upload`), and for a survey or form document with a form, its answers recorded and
 * complete (409 `answers_required`). Then in one transaction a history row (the required document's
 * title, registered today, expiring in a year for `sign` and `upload`; the text is the school's HTML,
 * with the signature block for `sign` or the answers for a form) and its files; the document's answer
 * tokens end. Replies the new lists.
 */
export async function submitRequiredDocument(
  db: Db,
  school: School,
  studentId: number,
  code: string,
  body: UploadBody,
): Promise<DocumentsResponse> {
  const doc = await findRequiredDocument(db, code);
  if (!doc) throw documentNotFound();
  if (await hasSubmitted(db, studentId, doc.id)) throw alreadySubmitted();

  let text = doc.html;
  let signature: { dataUrl: string; at: Date } | null = null;
  if (doc.required_action === 'sign') {
    const row = await queryOne<{ image_data_url: string; first_name: string; last_name: string }>(
      db,
      `SELECT sig.image_data_url, s.first_name, s.last_name
         FROM students s JOIN student_signatures sig ON sig.student_id = s.id
        WHERE s.id = $1`,
      [studentId],
    );
    if (!row) throw new HttpError(409, documentErrorCodes.signatureRequired, UPLOAD_MESSAGES.needSignature);
    signature = { dataUrl: row.image_data_url, at: new Date() };
    text = signedText(
      doc.html,
      { firstName: row.first_name, lastName: row.last_name },
      signature.dataUrl,
      signature.at,
      school.timezone,
    );
  }

  const files = titleFiles(
    checkUpload(body, 'document', { required: doc.required_action === 'upload' }),
    'submission',
  );

  const questions = formQuestionsOf(doc);
  if (questions) {
    const sent = await findAnswers(db, { studentId, requiredDocumentId: doc.id }, questions);
    // Answers kept before the school changed its questions may leave a required one unanswered.
    if (!sent || Object.keys(answerProblems(questions, sent.answers)).length > 0)
      throw new HttpError(409, documentErrorCodes.answersRequired, DOCUMENT_MESSAGES.answersRequired);
    text = answeredText(doc.html, questions, sent.answers, sent.recordedAt, school.timezone);
  }
  const expires = doc.required_action === 'sign' || doc.required_action === 'upload';

  await db.transaction(async (tx) => {
    // The unique (student, required document) key refuses a second submission sent at the same time.
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO student_documents (student_id, required_document_id, title, registered_on, expire_date, text,
         signature_data_url, signed_at)
       VALUES ($1, $2, $3, current_date, CASE WHEN $4 THEN (current_date + interval '1 year')::date END, $5, $6, $7)
       ON CONFLICT (student_id, required_document_id) WHERE required_document_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [studentId, doc.id, doc.title, expires, text, signature?.dataUrl ?? null, signature?.at ?? null],
    );
    if (!row) throw alreadySubmitted();
    await insertFiles(tx, row.id, 'submission', files);
  });
  if (questions) await revokeAnswerTokens(db, { studentId, requiredDocumentId: doc.id });
  return documentsOf(db, studentId);
}

/** The acting student's document by its id; 404 'Document not found' for anyone else's. */
async function requireOwnDocument(db: Queryable, studentId: number, documentId: number): Promise<void> {
  const row = await queryOne(db, 'SELECT 1 FROM student_documents WHERE id = $1 AND student_id = $2', [
    documentId,
    studentId,
  ]);
  if (!row) throw documentNotFound();
}

/** GET /student/document/:id/attachments: every file of the student's document. */
export async function attachmentsOf(db: Queryable, studentId: number, documentId: number) {
  await requireOwnDocument(db, studentId, documentId);
  return { attachments: await listDocumentFiles(db, documentId) };
}

/** A file of the student's document by its code (404 for another's document or an unknown code). */
export async function requireOwnFile(
  db: Queryable,
  studentId: number,
  documentId: number,
  code: string,
): Promise<{ id: number }> {
  await requireOwnDocument(db, studentId, documentId);
  const file = await findDocumentFile(db, documentId, code);
  if (!file) throw notFound(DOCUMENT_MESSAGES.attachmentNotFound);
  return file;
}

/**
 * POST /student/document/:id/attachments/add: at least one file, checked as a submission's are (the
 * too-large message says "attachment"), and at most MAX_FILES_PER_DOCUMENT files on the document in
 * all (409 `too_many_files`). Replies every file of the document.
 */
export async function addAttachments(
  db: Db,
  studentId: number,
  documentId: number,
  body: UploadBody,
): Promise<{ attachments: Attachment[] }> {
  await requireOwnDocument(db, studentId, documentId);
  const checked = checkUpload(body, 'attachment', { required: true });
  await db.transaction(async (tx) => {
    // One addition at a time per document: the count and the numbering see the one before.
    await tx.query('SELECT id FROM student_documents WHERE id = $1 FOR UPDATE', [documentId]);
    const counts = await countFiles(tx, documentId);
    if (counts.total + checked.length > MAX_FILES_PER_DOCUMENT)
      throw new HttpError(409, documentErrorCodes.tooManyFiles, DOCUMENT_MESSAGES.tooManyFiles);
    const today = await queryOne<{ d: string }>(tx, 'SELECT current_date::text AS d');
    const files = titleFiles(checked, 'attachment', {
      earlierAttachments: counts.attachments,
      day: formatDate(today!.d),
    });
    await insertFiles(tx, documentId, 'attachment', files);
  });
  return { attachments: await listDocumentFiles(db, documentId) };
}
