import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { DOCUMENT_ANSWERS_PATH } from '../../../contracts';
import {
  alreadySubmittedPage,
  expiredPage,
  failedPage,
  formAgainPage,
  recordedPage,
} from '../services/answer-pages';
import { recordAnswers, resolveAnswerToken } from '../services/document-answers';
import { answerProblems, readAnswers } from '../services/document-questions';
import { findRequiredDocumentById, hasSubmitted } from '../services/required-documents';
import { formQuestionsOf } from '../services/student-documents';

/**
 * The answers route's pages are shown in the document's frame, which the portal's own origin embeds
 * (through the shell's /api proxy), so unlike the rest of the API they may be framed by that origin;
 * they run no script, load nothing and post only to this route. app.ts keeps a policy a route set.
 */
export const ANSWER_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** A form post's fields are at most this large (a few answers of a few KB). */
const FORM_BODY_LIMIT = 64 * 1024;

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).headers(ANSWER_PAGE_HEADERS).send(html);

/** A field of the form post; nothing else counts (a query string or a JSON body carries no token). */
const formField = (request: FastifyRequest, name: string): string | null =>
  request.body instanceof URLSearchParams ? request.body.get(name) : null;

/**
 * POST /api/document/answers: the form of a survey or form document (rendered by the action view)
 * posts here from the document's sandboxed frame. The token in its body says whose answers to which
 * document; the answers are kept (replacing those sent before) and the reply is a page in the frame
 * that says so. Not an endpoint of the portal's contract: an HTML page reached by a form post,
 * authenticated by the token in the body (docs/adr/012-document-forms-in-the-sandbox.md).
 */
export const documentAnswersRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // Form posts, for this plugin's route only (the rest of the API takes JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  // A refusal here is a page in the frame, not the API's JSON envelope.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500)
      request.log.error({ err: { type: error.name, message: error.message } }, 'answers page failed');
    return sendPage(reply, status, failedPage());
  });

  app.post(`/${DOCUMENT_ANSWERS_PATH}`, async (request, reply) => {
    const token = formField(request, 'token');
    const binding = await resolveAnswerToken(db, token);
    if (!binding || !token) return sendPage(reply, 401, expiredPage());
    const doc = await findRequiredDocumentById(db, binding.requiredDocumentId);
    const questions = doc && formQuestionsOf(doc);
    if (!doc || !questions) return sendPage(reply, 401, expiredPage());
    if (await hasSubmitted(db, binding.studentId, doc.id))
      return sendPage(reply, 409, alreadySubmittedPage());

    const answers = readAnswers(questions, (name) => formField(request, name));
    const problems = answerProblems(questions, answers);
    if (Object.keys(problems).length > 0)
      // Shown again with what was typed (not kept) and what is wrong, with the same token.
      return sendPage(reply, 400, formAgainPage({ title: doc.title, questions, answers, token, problems }));
    await recordAnswers(db, binding, answers);
    return sendPage(reply, 200, recordedPage(doc.title, questions, answers));
  });
};
