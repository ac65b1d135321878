import {
  CLIENT_TZ_KEY,
  errorCodes,
  loginInputSchema,
  type LoggedStudentResponse,
  type LoginResponse,
} from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import { getDummyHash, verifyPassword } from '../auth/password';
import { createSession, requireStudent, revokeSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { queryOne } from '../db';
import { HttpError, messages, ok, parseInput, unauthorized } from '../http/errors';
import { getCart } from '../services/cart';
import { getStudent, getStudentForAuth } from '../services/students';

/** Same reply, same status and (near) same time for an unknown e-mail and a wrong password. */
const invalidCredentials = () =>
  new HttpError(401, errorCodes.invalidCredentials, messages.invalidCredentials);

export const studentAuthRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  app.post('/student/auth', async (request) => {
    const input = parseInput(loginInputSchema, request.body);
    const email = input.email.trim().toLowerCase();
    const row = await queryOne<{ id: number; password_hash: string }>(
      db,
      'SELECT id, password_hash FROM students WHERE email = $1',
      [email],
    );
    const passwordOk = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
    if (!row || !passwordOk) throw invalidCredentials();

    const token = await createSession(db, row.id);
    const student = await getStudent(db, row.id);
    if (!student) throw invalidCredentials();
    const data: LoginResponse = { student, token, cart: await getCart(db, row.id) };
    return ok(data);
  });

  app.get('/student/get', async (request) => {
    const auth = await requireStudent(db, request);
    const student = await getStudentForAuth(db, auth);
    if (!student) throw unauthorized();
    const data: LoggedStudentResponse = {
      student,
      requiredActions: [],
      pendingRegistrationForms: [],
      cart: await getCart(db, auth.studentId),
    };
    return ok({ ...data, [CLIENT_TZ_KEY]: school.timezone });
  });

  app.post('/student/logout', async (request) => {
    const auth = await requireStudent(db, request);
    await revokeSession(db, auth.sessionId);
    return ok({});
  });
};
