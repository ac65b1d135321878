import { accountEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../../account-context';
import { registerEndpoint } from '../../../http/register-endpoint';
import { getPendingForms } from '../services/logged-student';

/** The pending registration forms badge and the navigation log. */
export const studentActivityRoutes: FastifyPluginAsync<AccountContext> = async (app, { db }) => {
  registerEndpoint(app, db, accountEndpoints.getPendingForms, async ({ student }) => ({
    pendingRegistrationForms: await getPendingForms(db, student.studentId),
  }));

  registerEndpoint(app, db, accountEndpoints.logNavigation, async ({ student, input }) => {
    const record = input.body;
    await db.query(
      `INSERT INTO navigation_actions
         (student_id, original_student_id, type, action, target, target_id, target_path, target_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        student.studentId,
        student.originalStudentId,
        record.type,
        record.action,
        record.target,
        record.targetId,
        record.targetPath,
        record.targetType,
      ],
    );
    return {};
  });
};
