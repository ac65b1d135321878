import type { DocumentAction, RequiredDocument } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';

/** A required document of the school (table required_documents). */
export interface RequiredDocumentRow {
  id: number;
  code: string;
  title: string;
  required_action: DocumentAction;
  html: string;
  /** The questions of its form (document-questions.ts), or null: a document without one. */
  questions: unknown;
}

/**
 * What the school still asks of a student: every active required document the student has no history
 * row for (not submitted), in the school's order. The header's required actions are these too.
 */
export async function listPendingRequiredDocuments(
  db: Queryable,
  studentId: number,
): Promise<(RequiredDocument & { id: number })[]> {
  const rows = await db.query<{ id: number; code: string; title: string; required_action: DocumentAction }>(
    `SELECT r.id, r.code, r.title, r.required_action
       FROM required_documents r
      WHERE r.active
        AND NOT EXISTS (SELECT 1 FROM student_documents d
                         WHERE d.student_id = $1 AND d.required_document_id = r.id)
      ORDER BY r.sort_order, r.id`,
    [studentId],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, title: r.title, requiredAction: r.required_action }));
}

/** An active required document by its code (exact); undefined for an unknown or retired one. */
export const findRequiredDocument = (db: Queryable, code: string) =>
  queryOne<RequiredDocumentRow>(
    db,
    'SELECT id, code, title, required_action, html, questions FROM required_documents WHERE code = $1 AND active',
    [code],
  );

/** An active required document by its id (what an answer token names); undefined once retired. */
export const findRequiredDocumentById = (db: Queryable, id: number) =>
  queryOne<RequiredDocumentRow>(
    db,
    'SELECT id, code, title, required_action, html, questions FROM required_documents WHERE id = $1 AND active',
    [id],
  );

/** Whether the student has submitted that required document. */
export async function hasSubmitted(db: Queryable, studentId: number, requiredDocumentId: number) {
  const row = await queryOne(
    db,
    'SELECT 1 FROM student_documents WHERE student_id = $1 AND required_document_id = $2',
    [studentId, requiredDocumentId],
  );
  return row !== undefined;
}
