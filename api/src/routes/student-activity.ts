import { navigationActionSchema, type PendingFormsResponse } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import { requireStudent } from '../auth/sessions';
import { ok, parseInput } from '../http/errors';
import { getPendingForms } from '../services/logged-student';

/** The pending registration forms badge and the navigation log. */
export const studentActivityRoutes: FastifyPluginAsync<AccountContext> = async (app, { db }) => {
  app.post('/student/pending_forms', async (request) => {
    const auth = await requireStudent(db, request);
    const data: PendingFormsResponse = { pendingRegistrationForms: await getPendingForms(db, auth.studentId) };
    return ok(data);
  });

  app.post('/student/action', async (request) => {
    const auth = await requireStudent(db, request);
    const record = parseInput(navigationActionSchema, request.body);
    await db.query(
      `INSERT INTO navigation_actions
         (student_id, original_student_id, type, action, target, target_id, target_path, target_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        auth.studentId,
        auth.originalStudentId,
        record.type,
        record.action,
        record.target,
        record.targetId,
        record.targetPath,
        record.targetType,
      ],
    );
    return ok({});
  });
};
