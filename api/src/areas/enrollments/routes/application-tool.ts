import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { FOLLOW_UP_VIEWS, followUpState, idParamSchema } from '../../../contracts';
import { acceptFramedFormPosts, formField, sendFramedPage } from '../../../http/framed-pages';
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
  acceptFramedFormPosts(app, failedPage, 'tool page');

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
    if ('html' in post) return sendFramedPage(reply, post.status, post.html);
    const copy = await openApplication(db, post.binding);
    if (!copy) return sendFramedPage(reply, 404, formNotFoundPage());
    if (followUpState(copy.status) === 'submitted') return sendFramedPage(reply, 409, alreadySubmittedPage());
    return sendFramedPage(
      reply,
      200,
      applicationFormPage({ ...copy, formId: post.binding.formId, passport: post.passport }),
    );
  };
  // Starting makes the student's copy of the form; continuing finds it (or makes it, if it is gone).
  for (const view of FOLLOW_UP_VIEWS) app.post(`/rapidapp/tool/${view}`, open);

  app.post('/rapidapp/tool/save', async (request, reply) => {
    const post = await formOfPost(request);
    if ('html' in post) return sendFramedPage(reply, post.status, post.html);
    const { binding, passport } = post;
    const intent = formField(request, 'intent');
    if (!isIntent(intent))
      return sendFramedPage(reply, 400, messagePage('Application form', TOOL_MESSAGES.unknownIntent));
    const answers = readAnswers((name) => formField(request, name));
    if (intent === 'submit') {
      const missing = missingAnswers(answers);
      if (missing.length > 0) {
        const copy = await openApplication(db, binding);
        if (!copy) return sendFramedPage(reply, 404, formNotFoundPage());
        // Shown again with what was typed (not saved), and what is missing.
        return sendFramedPage(
          reply,
          400,
          applicationFormPage({ ...copy, formId: binding.formId, answers, passport, missing }),
        );
      }
    }
    switch (await saveApplication(db, binding, answers, intent)) {
      case 'saved':
        return sendFramedPage(reply, 200, savedPage());
      case 'submitted':
        return sendFramedPage(reply, 200, submittedPage());
      case 'already_submitted':
        return sendFramedPage(reply, 409, alreadySubmittedPage());
    }
  });
};
