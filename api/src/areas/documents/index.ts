import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../account-context';
import { documentsEndpoints } from '../../contracts';
import type { ApiArea } from '../area';
import { documentsRoutes } from './routes/documents';
import { documentFiles } from './services/document-files';

const routes: FastifyPluginAsync<AccountContext> = async (app, context) => {
  await app.register(documentsRoutes, context);
};

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
