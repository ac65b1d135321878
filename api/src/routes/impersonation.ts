import { accountErrorCodes } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import { requireStudent } from '../auth/sessions';
import { queryOne } from '../db';
import { HttpError, invalidInput, ok } from '../http/errors';
import { getLoggedStudent, withClientTz } from '../services/logged-student';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Acting as a related student: the session's acting_student_id. While it is set every endpoint acts
 * as that student, and the logged student's originalStudent names the signed-in account.
 */
export const impersonationRoutes: FastifyPluginAsync<AccountContext> = async (app, { db, school }) => {
  app.get('/student/impersonate/original', async (request) => {
    const auth = await requireStudent(db, request);
    if (auth.impersonating) {
      await db.query('UPDATE sessions SET acting_student_id = NULL WHERE id = $1', [auth.sessionId]);
    }
    const back = { ...auth, studentId: auth.originalStudentId, impersonating: false };
    return ok(withClientTz(await getLoggedStudent(db, back), school));
  });

  app.get<{ Params: { id: string } }>('/student/impersonate/:id', async (request) => {
    const auth = await requireStudent(db, request);
    if (!ID.test(request.params.id) || Number(request.params.id) > 2_147_483_647) {
      throw invalidInput({ id: 'Invalid student id' });
    }
    const id = Number(request.params.id);
    if (auth.impersonating) {
      throw new HttpError(
        403,
        accountErrorCodes.forbidden,
        'Switch back to your own account before switching to another one.',
      );
    }
    const related = await queryOne(
      db,
      'SELECT 1 FROM student_relations WHERE student_id = $1 AND related_student_id = $2',
      [auth.originalStudentId, id],
    );
    if (!related) {
      throw new HttpError(403, accountErrorCodes.forbidden, 'You can only switch to your own related students.');
    }
    await db.query('UPDATE sessions SET acting_student_id = $2 WHERE id = $1', [auth.sessionId, id]);
    const acting = { ...auth, studentId: id, impersonating: true };
    return ok(withClientTz(await getLoggedStudent(db, acting), school));
  });
};
