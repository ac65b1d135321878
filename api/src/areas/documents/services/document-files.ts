import crypto from 'node:crypto';
import type { Attachment } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import type { FileServers } from '../../../files';
import { extensionOf, type CheckedFile, type StoredMime } from './uploads';

/**
 * The files of a student's documents (table document_files): those of a submission and attachments
 * added later, with their bytes. A file is named by a random code (22 url-safe characters) and reached
 * through a short-lived link (src/files/).
 */

export type FileKind = 'submission' | 'attachment';

export interface NewFile {
  title: string;
  mime: StoredMime;
  bytes: Buffer;
}

export const newFileCode = () => crypto.randomBytes(16).toString('base64url');

/**
 * Titles of a submission's files, pictures and documents numbered apart ('Picture 1.jpg',
 * 'Picture 2.png', 'Document 1.pdf'); of attachments, numbered after the document's earlier ones, with
 * the day they were added ('Attachment 3 (11/24/2026).png').
 */
export function titleFiles(
  files: readonly CheckedFile[],
  kind: FileKind,
  { earlierAttachments = 0, day = '' }: { earlierAttachments?: number; day?: string } = {},
): NewFile[] {
  let pictures = 0;
  let documents = 0;
  return files.map((file, index) => {
    const ext = extensionOf(file.mime);
    let title: string;
    if (kind === 'attachment') title = `Attachment ${earlierAttachments + index + 1} (${day}).${ext}`;
    else if (file.from === 'image') title = `Picture ${(pictures += 1)}.${ext}`;
    else title = `Document ${(documents += 1)}.${ext}`;
    return { title, mime: file.mime, bytes: file.bytes };
  });
}

export async function insertFiles(
  tx: Queryable,
  studentDocumentId: number,
  kind: FileKind,
  files: readonly NewFile[],
): Promise<void> {
  for (const file of files) {
    await tx.query(
      `INSERT INTO document_files (student_document_id, kind, code, title, mime, bytes, size)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [studentDocumentId, kind, newFileCode(), file.title, file.mime, file.bytes, file.bytes.length],
    );
  }
}

/** Every file of a document (its submission's, then its attachments, in the order they came). */
export async function listDocumentFiles(db: Queryable, studentDocumentId: number): Promise<Attachment[]> {
  return db.query<Attachment>(
    'SELECT code, title FROM document_files WHERE student_document_id = $1 ORDER BY id',
    [studentDocumentId],
  );
}

export async function countFiles(db: Queryable, studentDocumentId: number) {
  const row = await queryOne<{ total: number; attachments: number }>(
    db,
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE kind = 'attachment'))::int AS attachments
       FROM document_files WHERE student_document_id = $1`,
    [studentDocumentId],
  );
  return row ?? { total: 0, attachments: 0 };
}

/** A file of the document by its code; undefined when the document has none with that code. */
export const findDocumentFile = (db: Queryable, studentDocumentId: number, code: string) =>
  queryOne<{ id: number }>(db, 'SELECT id FROM document_files WHERE student_document_id = $1 AND code = $2', [
    studentDocumentId,
    code,
  ]);

const toBuffer = (bytes: Uint8Array | Buffer) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The files of this area's links: a document file of the link's student, as it was stored. */
export const documentFiles: FileServers = {
  document_file: async ({ db }, { studentId, target }) => {
    const row = await queryOne<{ title: string; mime: StoredMime; bytes: Uint8Array }>(
      db,
      `SELECT f.title, f.mime, f.bytes
         FROM document_files f JOIN student_documents d ON d.id = f.student_document_id
        WHERE f.id = $1 AND d.student_id = $2`,
      [target.documentFileId, studentId],
    );
    if (!row) return undefined;
    const ext = `.${extensionOf(row.mime)}`;
    return {
      filename: row.title.toLowerCase().endsWith(ext) ? row.title : `${row.title}${ext}`,
      contentType: row.mime,
      body: toBuffer(row.bytes),
    };
  },
};
