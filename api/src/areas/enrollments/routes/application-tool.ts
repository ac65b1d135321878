import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { FOLLOW_UP_VIEWS, followUpState, idParamSchema } from '../../../contracts';
import { resolveApplicationPassport } from '../services/application-passports';
import { openApplication, saveApplication, type SaveIntent } from '../services/application-tool-forms';
import {
  alreadySubmittedPage,
  applicationFormPage,
  expiredPage,
  failedPage,
  formNotFoundPage,
  messagePage,
  savedPage,
  submittedPage,
  TOOL_MESSAGES,
} from '../services/application-tool-pages';
import { missingAnswers, readAnswers } from '../services/application-tool-questions';
import { findFollowUpForm, type FollowUpBinding } from '../services/follow-up-forms';

/**
 * Every tool page's headers. The portal frames the tool through its own origin (the shell's /api
 * proxy), so these pages, unlike the rest of the API, may be framed by that origin; they run no
 * script, load nothing and post only to themselves. app.ts keeps a policy a route set.
 */
export const TOOL_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** A form post's fields are at most this large (three answers of a few KB). */
const FORM_BODY_LIMIT = 64 * 1024;

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).headers(TOOL_PAGE_HEADERS).send(html);

/** A field of the form post; nothing else counts (a query string or a JSON body carries no passport). */
const formField = (request: FastifyRequest, name: string): string | null =>
  request.body instanceof URLSearchParams ? request.body.get(name) : null;

const isIntent = (value: string | null): value is SaveIntent => value === 'save' || value === 'submit';

/**
 * The stand-in for the external application-form tool (spec 4.4), framed over the portal: the views
 * start_application and continue_application open the follow-up form a post names (`formId`), for the
 * student whose passport it carries (from POST /rapidapp/passport, spec 7.1), and save keeps its answers
 * or submits it. Not endpoints of the portal's contract: HTML pages reached by form posts,
 * authenticated by the passport in the body. A form is the student's when an enrollment of theirs asks
 * for it; a venue's own application form (browse's Apply) is the school's tool's, not this stand-in's.
 */
export const applicationToolRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  // Form posts, for this plugin's routes only (the rest of the API takes JSON).
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
      request.log.error({ err: { type: error.name, message: error.message } }, 'tool page failed');
    return sendPage(reply, status, failedPage());
  });

  /** The passport's student and the form the post names, or the page that refuses them. */
  const formOfPost = async (
    request: FastifyRequest,
  ): Promise<{ binding: FollowUpBinding; passport: string } | { status: number; html: string }> => {
    const passport = formField(request, 'passport');
    const studentId = await resolveApplicationPassport(db, passport);
    if (studentId === undefined || !passport) return { status: 401, html: expiredPage() };
    const formId = idParamSchema().safeParse(formField(request, 'formId') ?? '');
    const binding = formId.success ? await findFollowUpForm(db, studentId, formId.data) : undefined;
    if (!binding) return { status: 404, html: formNotFoundPage() };
    return { binding, passport };
  };

  const open = async (request: FastifyRequest, reply: FastifyReply) => {
    const post = await formOfPost(request);
    if ('html' in post) return sendPage(reply, post.status, post.html);
    const copy = await openApplication(db, post.binding);
    if (!copy) return sendPage(reply, 404, formNotFoundPage());
    if (followUpState(copy.status) === 'submitted') return sendPage(reply, 409, alreadySubmittedPage());
    return sendPage(
      reply,
      200,
      applicationFormPage({ ...copy, formId: post.binding.formId, passport: post.passport }),
    );
  };
  // Starting makes the student's copy of the form; continuing finds it (or makes it, if it is gone).
  for (const view of FOLLOW_UP_VIEWS) app.post(`/rapidapp/tool/${view}`, open);

  app.post('/rapidapp/tool/save', async (request, reply) => {
    const post = await formOfPost(request);
    if ('html' in post) return sendPage(reply, post.status, post.html);
    const { binding, passport } = post;
    const intent = formField(request, 'intent');
    if (!isIntent(intent))
      return sendPage(reply, 400, messagePage('Application form', TOOL_MESSAGES.unknownIntent));
    const answers = readAnswers((name) => formField(request, name));
    if (intent === 'submit') {
      const missing = missingAnswers(answers);
      if (missing.length > 0) {
        const copy = await openApplication(db, binding);
        if (!copy) return sendPage(reply, 404, formNotFoundPage());
        // Shown again with what was typed (not saved), and what is missing.
        return sendPage(
          reply,
          400,
          applicationFormPage({ ...copy, formId: binding.formId, answers, passport, missing }),
        );
      }
    }
    switch (await saveApplication(db, binding, answers, intent)) {
      case 'saved':
        return sendPage(reply, 200, savedPage());
      case 'submitted':
        return sendPage(reply, 200, submittedPage());
      case 'already_submitted':
        return sendPage(reply, 409, alreadySubmittedPage());
    }
  });
};
