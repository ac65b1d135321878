import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { documentsEndpoints } from '../../../contracts';
import { createFileLink } from '../../../files';
import { registerEndpoint } from '../../../http/register-endpoint';
import { requestLocale } from '../../../i18n';
import { uploadTooLarge } from '../services/errors';
import {
  actionView,
  addAttachments,
  attachmentsOf,
  documentsOf,
  requireOwnFile,
  submitRequiredDocument,
} from '../services/student-documents';
import { UPLOAD_BODY_LIMIT_BYTES } from '../services/uploads';
import { documentAnswersRoutes } from './document-answers';

/**
 * The acting student's documents (spec 7.3): what is required of them, their history, submitting a
 * required document, the files of a document and links to them. A guardian switched into a related
 * student acts as that student (the session's acting student, as every endpoint). The answers of a
 * survey or form document arrive by a form post from its frame (document-answers.ts).
 */
export const documentsRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db, school } = context;
  await app.register(documentAnswersRoutes, context);

  registerEndpoint(app, db, documentsEndpoints.getDocuments, async ({ student }) =>
    documentsOf(db, student.studentId),
  );

  // The form of a survey or form document speaks the language the document is asked in.
  registerEndpoint(app, db, documentsEndpoints.getActionView, async ({ student, input, request }) =>
    actionView(db, school, student, input.params.code, requestLocale(request, school)),
  );

  registerEndpoint(
    app,
    db,
    documentsEndpoints.submitDocument,
    async ({ student, input }) =>
      submitRequiredDocument(db, school, student.studentId, input.params.code, input.body),
    { bodyLimit: { bytes: UPLOAD_BODY_LIMIT_BYTES, tooLarge: () => uploadTooLarge('document') } },
  );

  registerEndpoint(app, db, documentsEndpoints.getAttachments, async ({ student, input }) =>
    attachmentsOf(db, student.studentId, input.params.id),
  );

  registerEndpoint(
    app,
    db,
    documentsEndpoints.addAttachments,
    async ({ student, input }) => addAttachments(db, student.studentId, input.params.id, input.body),
    { bodyLimit: { bytes: UPLOAD_BODY_LIMIT_BYTES, tooLarge: () => uploadTooLarge('attachment') } },
  );

  registerEndpoint(app, db, documentsEndpoints.getAttachmentLink, async ({ student, input }) => {
    const file = await requireOwnFile(db, student.studentId, input.params.id, input.params.code);
    return {
      url: await createFileLink(db, student.studentId, { kind: 'document_file', documentFileId: file.id }),
    };
  });
};
