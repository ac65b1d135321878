import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { enrollmentsEndpoints, type FollowUpPassport } from '../../../contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import { TOOL_PATH } from '../services/application-tool-pages';
import { alreadySubmitted, requireFollowUpForm } from '../services/follow-up-forms';
import { createFollowUpPassport } from '../services/follow-up-passports';
import { applicationToolRoutes } from './application-tool';

/**
 * Follow-up forms (spec 2.7, 4.4): POST /enrollments/follow_up_passport gives the portal a passport to
 * open one of the forms an enrollment asks for in the application-form tool, and the view to post it
 * to (start_application when the student has no copy yet, continue_application while it is
 * 'started'; a submitted form is refused). The tool itself is served here too (application-tool.ts).
 */
export const followUpRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { db } = context;

  registerEndpoint(app, db, enrollmentsEndpoints.getFollowUpPassport, async ({ student, input }) => {
    const { enrollmentId, formId } = input.body;
    const form = await requireFollowUpForm(db, student.studentId, enrollmentId, formId);
    if (form.state === 'submitted') throw alreadySubmitted();
    const passport = await createFollowUpPassport(db, { studentId: student.studentId, enrollmentId, formId });
    const view: FollowUpPassport['view'] =
      form.state === 'start' ? 'start_application' : 'continue_application';
    return { passport, action: `${TOOL_PATH}/${view}`, view };
  });

  await app.register(applicationToolRoutes, context);
};
