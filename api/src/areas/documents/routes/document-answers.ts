import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { DOCUMENT_ANSWERS_PATH, type Locale } from '../../../contracts';
import { acceptFramedFormPosts, formField, sendFramedPage } from '../../../http/framed-pages';
import { personLocale, requestLocale, translateRefusal } from '../../../i18n';
import {
  alreadySubmittedPage,
  expiredPage,
  failedPage,
  formAgainPage,
  LOCALE_FIELD,
  recordedPage,
} from '../services/answer-pages';
import { recordAnswers, resolveAnswerToken } from '../services/document-answers';
import { answerProblems, readAnswers } from '../services/document-questions';
import { findRequiredDocumentById, hasSubmitted } from '../services/required-documents';
import { formQuestionsOf } from '../services/student-documents';

/**
 * POST /api/document/answers: the form of a survey or form document (rendered by the action view)
 * posts here from the document's sandboxed frame. The token in its body says whose answers to which
 * document; the answers are kept (replacing those sent before) and the reply is a page in the frame
 * that says so. Not an endpoint of the portal's contract: an HTML page reached by a form post,
 * authenticated by the token in the body (docs/adr/012-document-forms-in-the-sandbox.md).
 */
export const documentAnswersRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  /** The form's language (its hidden field, one the school offers), else the browser's. */
  const formLocale = (request: FastifyRequest): Locale =>
    personLocale(school, formField(request, LOCALE_FIELD), requestLocale(request, school));
  acceptFramedFormPosts(app, (request) => failedPage(formLocale(request)), 'answers page');

  app.post(`/${DOCUMENT_ANSWERS_PATH}`, async (request, reply) => {
    const locale = formLocale(request);
    const token = formField(request, 'token');
    const binding = await resolveAnswerToken(db, token);
    if (!binding || !token) return sendFramedPage(reply, 401, expiredPage(locale));
    const doc = await findRequiredDocumentById(db, binding.requiredDocumentId);
    const questions = doc && formQuestionsOf(doc);
    if (!doc || !questions) return sendFramedPage(reply, 401, expiredPage(locale));
    if (await hasSubmitted(db, binding.studentId, doc.id))
      return sendFramedPage(reply, 409, alreadySubmittedPage(locale));

    const answers = readAnswers(questions, (name) => formField(request, name));
    const problems = Object.fromEntries(
      Object.entries(answerProblems(questions, answers)).map(([name, problem]) => [
        name,
        translateRefusal(problem, locale),
      ]),
    );
    if (Object.keys(problems).length > 0)
      // Shown again with what was typed (not kept) and what is wrong, with the same token.
      return sendFramedPage(
        reply,
        400,
        formAgainPage({ title: doc.title, questions, answers, token, problems, locale }),
      );
    await recordAnswers(db, binding, answers);
    return sendFramedPage(reply, 200, recordedPage(doc.title, questions, answers, locale));
  });
};
