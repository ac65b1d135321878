import type { FileServers } from '../../../files';
import { receiptPdf, statementPdf } from '../services/documents';

/**
 * The files of this area's links (GET /api/files/:token, src/files/routes.ts): a receipt or the
 * statement, as a PDF made when the link is opened.
 */
export const paymentFiles: FileServers = {
  receipt: async ({ db, school }, { studentId, target, locale }) => {
    const file = await receiptPdf(db, school, studentId, target.paymentId, locale);
    return file && { filename: file.filename, contentType: 'application/pdf', body: file.pdf };
  },
  statement: async ({ db, school }, { studentId, locale }) => {
    const file = await statementPdf(db, school, studentId, locale);
    return { filename: file.filename, contentType: 'application/pdf', body: file.pdf };
  },
};
