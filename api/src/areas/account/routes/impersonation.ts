import { accountEndpoints, accountErrorCodes } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../../account-context';
import { queryOne } from '../../../db';
import { HttpError } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import { getLoggedStudent, withClientTz } from '../services/logged-student';

/**
 * Acting as a related student: the session's acting_student_id. While it is set every endpoint acts
 * as that student, and the logged student's originalStudent names the signed-in account. Switching
 * goes from the signed-in account or from one of its related students straight to another one: the
 * relation is always checked against the signed-in account, so an acted student's own relations
 * never open anything. It is checked again on every request while switched (requireStudent): once
 * the relation ends, the switched session is refused.
 */
export const impersonationRoutes: FastifyPluginAsync<AccountContext> = async (app, { db, school }) => {
  // Registered before `student/impersonate/:id`; Fastify prefers the static path either way.
  registerEndpoint(app, db, accountEndpoints.switchBackToOriginal, async ({ student: auth }) => {
    if (auth.impersonating) {
      await db.query('UPDATE sessions SET acting_student_id = NULL WHERE id = $1', [auth.sessionId]);
    }
    const back = { ...auth, studentId: auth.originalStudentId, impersonating: false };
    return withClientTz(await getLoggedStudent(db, back), school);
  });

  registerEndpoint(app, db, accountEndpoints.switchIntoStudent, async ({ student: auth, input }) => {
    const id = Number(input.params.id);
    const related = await queryOne(
      db,
      'SELECT 1 FROM student_relations WHERE student_id = $1 AND related_student_id = $2',
      [auth.originalStudentId, id],
    );
    if (!related) {
      throw new HttpError(
        403,
        accountErrorCodes.forbidden,
        'You can only switch to your own related students.',
      );
    }
    await db.query('UPDATE sessions SET acting_student_id = $2 WHERE id = $1', [auth.sessionId, id]);
    const acting = { ...auth, studentId: id, impersonating: true };
    return withClientTz(await getLoggedStudent(db, acting), school);
  });
};
