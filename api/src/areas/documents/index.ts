import { documentsEndpoints } from '../../contracts';
import { areaRoutes, type ApiArea } from '../area';
import { documentsRoutes } from './routes/documents';
import { documentFiles } from './services/document-files';

const routes = areaRoutes(documentsRoutes);

/**
 * Everything remote-documents calls: the required documents and the history, submitting (signing,
 * uploading, acknowledging) a required document, a document's files and attachments, and links to
 * them (served through /api/files/:token: src/files/).
 */
export const documentsArea: ApiArea = {
  name: 'documents',
  routes,
  endpoints: documentsEndpoints,
  files: documentFiles,
};

// What other areas use of documents (a module imports only this file of another area).
/** The required documents still to submit: the session reply's badge count (account). */
export { listPendingRequiredDocuments } from './services/required-documents';
