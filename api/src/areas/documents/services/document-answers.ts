import crypto from 'node:crypto';
import { hashToken } from '../../../auth/sessions';
import { queryOne, type Queryable } from '../../../db';
import { storedAnswers, type DocumentAnswers, type DocumentQuestion } from './document-questions';

/*
 * Answer tokens (docs/adr/012-document-forms-in-the-sandbox.md): the form of a survey or form
 * document is posted from a frame that runs no script and has no origin of its own, so it cannot send
 * the bearer token; a token in the form's post body stands for it, for one student's answers to one
 * required document, for 30 minutes and while the session that opened the document lasts. 32 random
 * bytes (base64url), of which only the SHA-256 is stored. It travels in the form's body only, never in
 * a URL (where logs, history and Referer would keep it).
 */

export const ANSWER_TOKEN_MINUTES = 30;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whose answers to which document a token records. */
export interface AnswerBinding {
  studentId: number;
  requiredDocumentId: number;
}

/** A new token for the session's acting student and the document; the caller has checked both. */
export async function createAnswerToken(
  db: Queryable,
  binding: AnswerBinding & { sessionId: number },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  // Expired tokens record nothing: swept as new ones are made.
  await db.query(`DELETE FROM document_answer_tokens WHERE expires_at < now() - interval '1 day'`);
  await db.query(
    `INSERT INTO document_answer_tokens (token_hash, student_id, required_document_id, session_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [
      hashToken(token),
      binding.studentId,
      binding.requiredDocumentId,
      binding.sessionId,
      ANSWER_TOKEN_MINUTES,
    ],
  );
  return token;
}

/**
 * What a token records while it is valid and what it was made for still holds: the session that made
 * it is neither revoked nor expired and still acts as that student (a guardian still related to them),
 * and the document is still active. Undefined otherwise, or for anything that is not a token.
 */
export async function resolveAnswerToken(
  db: Queryable,
  token: string | null | undefined,
): Promise<AnswerBinding | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const row = await queryOne<{ student_id: number; required_document_id: number }>(
    db,
    `SELECT t.student_id, t.required_document_id
       FROM document_answer_tokens t
       JOIN sessions s ON s.id = t.session_id AND s.revoked_at IS NULL AND s.expires_at > now()
                      AND coalesce(s.acting_student_id, s.student_id) = t.student_id
       JOIN required_documents r ON r.id = t.required_document_id AND r.active
      WHERE t.token_hash = $1 AND t.expires_at > now()
        AND (s.acting_student_id IS NULL OR EXISTS (
              SELECT 1 FROM student_relations rel
               WHERE rel.student_id = s.student_id AND rel.related_student_id = s.acting_student_id))`,
    [hashToken(token)],
  );
  return row && { studentId: row.student_id, requiredDocumentId: row.required_document_id };
}

/** Ends every token of the student's document (once it is submitted there is nothing left to answer). */
export async function revokeAnswerTokens(db: Queryable, binding: AnswerBinding): Promise<void> {
  await db.query('DELETE FROM document_answer_tokens WHERE student_id = $1 AND required_document_id = $2', [
    binding.studentId,
    binding.requiredDocumentId,
  ]);
}

/** The answers the student last sent, and when; undefined before any. */
export async function findAnswers(
  db: Queryable,
  binding: AnswerBinding,
  questions: readonly DocumentQuestion[],
): Promise<{ answers: DocumentAnswers; recordedAt: Date } | undefined> {
  const row = await queryOne<{ answers: unknown; recorded_at: Date }>(
    db,
    'SELECT answers, recorded_at FROM document_answers WHERE student_id = $1 AND required_document_id = $2',
    [binding.studentId, binding.requiredDocumentId],
  );
  return row && { answers: storedAnswers(questions, row.answers), recordedAt: row.recorded_at };
}

/** Keeps the answers, replacing those sent before. */
export async function recordAnswers(
  db: Queryable,
  binding: AnswerBinding,
  answers: DocumentAnswers,
): Promise<void> {
  await db.query(
    `INSERT INTO document_answers (student_id, required_document_id, answers) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (student_id, required_document_id)
     DO UPDATE SET answers = EXCLUDED.answers, recorded_at = now()`,
    [binding.studentId, binding.requiredDocumentId, JSON.stringify(answers)],
  );
}
