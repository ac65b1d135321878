import {
  accountEndpoints,
  accountErrorCodes,
  loginInputSchema,
  type LoginResponse,
} from '../../../contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountContext } from '../../../account-context';
import type { LoginAttempt } from '../../../auth/login-limiter';
import { consumePassport } from '../../../auth/passports';
import { getDummyHash, verifyPassword } from '../../../auth/password';
import { createSession, revokeSession } from '../../../auth/sessions';
import { registerEndpoint } from '../../../http/register-endpoint';
import {
  accountError,
  findAccountByEmail,
  findAccountById,
  signInRefusal,
  tooManyAttempts,
  type AccountRow,
} from '../services/accounts';
import { getCart } from '../../cart';
import { getLoggedStudent, withClientTz } from '../services/logged-student';
import { getStudent } from '../services/students';

/** The e-mail a sign-in names, as the handler will read it: null for a passport or an invalid body. */
function signInEmail(body: unknown): string | null {
  const parsed = loginInputSchema.safeParse(body);
  if (!parsed.success || parsed.data.passport) return null;
  return (parsed.data.email ?? '').toLowerCase() || null;
}

/**
 * Sign-in with e-mail and password or with a passport (login or verify_email), throttled by account
 * and by client address (src/auth/login-limiter.ts); the logged student; logout.
 */
export const studentAuthRoutes: FastifyPluginAsync<AccountContext> = async (app, { db, school, limiter }) => {
  // Counted before the body is validated, so that a refused or failing attempt (a bad body, a server
  // error) stays counted; the handler takes the count back for a right password.
  const attempts = new WeakMap<FastifyRequest, LoginAttempt>();
  const precheck = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const check = await limiter.begin(signInEmail(request.body), request.ip);
    if (!check.allowed) {
      reply.header('retry-after', String(check.retryAfterSeconds));
      throw tooManyAttempts(check.retryAfterSeconds);
    }
    attempts.set(request, check.attempt);
  };
  // However the attempt ended (signed in, refused, invalid, a server error), the limiter hears of it,
  // before the reply goes out: on PostgreSQL the next attempt (the client's, or another instance's) may
  // run on another connection the moment the reply arrives, and must find this failure counted.
  app.addHook('onSend', async (request, _reply, payload) => {
    const attempt = attempts.get(request);
    if (attempt) await limiter.ended(attempt);
    return payload;
  });

  registerEndpoint(
    app,
    db,
    accountEndpoints.login,
    async ({ input: { body: input }, request }) => {
      const attempt = attempts.get(request)!;
      const email = input.passport ? null : (input.email ?? '').toLowerCase();

      let account: AccountRow | undefined;
      if (input.passport) {
        const passport = input.passport;
        account = await db.transaction(async (tx) => {
          const spent = await consumePassport(tx, passport, ['login', 'verify_email']);
          if (!spent) return undefined;
          if (spent.allowed_action === 'verify_email') {
            // The link proves the address: open the sign-in gate and clear the banner.
            await tx.query(
              'UPDATE students SET email_verified = true, is_verified = true, updated_at = now() WHERE id = $1',
              [spent.student_id],
            );
          }
          return findAccountById(tx, spent.student_id);
        });
        if (!account) throw accountError(401, accountErrorCodes.invalidPassport);
      } else {
        // Same reply, same status and (near) same time for an unknown e-mail and a wrong password.
        account = await findAccountByEmail(db, email!);
        const passwordOk = await verifyPassword(
          input.password ?? '',
          account?.password_hash ?? (await getDummyHash()),
        );
        if (!account || !passwordOk) throw accountError(401, accountErrorCodes.invalidCredentials);
      }

      const refusal = signInRefusal(account);
      if (refusal) {
        // The right password: the gate's reply reveals nothing to a guesser, and is no failure.
        await limiter.notAFailure(attempt);
        throw refusal;
      }
      await limiter.signedIn(attempt, account.email);

      const token = await createSession(db, account.id);
      const student = await getStudent(db, account.id);
      if (!student) throw accountError(401, accountErrorCodes.invalidCredentials);
      const data: LoginResponse = { student, token, cart: await getCart(db, account.id) };
      return data;
    },
    { precheck },
  );

  registerEndpoint(app, db, accountEndpoints.getLoggedStudent, async ({ student }) =>
    withClientTz(await getLoggedStudent(db, student), school),
  );

  // The signed-in person's language: a guardian acting for a related student keeps their own.
  registerEndpoint(app, db, accountEndpoints.saveLocale, async ({ student, input: { body } }) => {
    const personId = student.impersonating ? student.originalStudentId : student.studentId;
    await db.query('UPDATE students SET preferred_locale = $2, updated_at = now() WHERE id = $1', [
      personId,
      body.locale,
    ]);
    return {};
  });

  registerEndpoint(app, db, accountEndpoints.logout, async ({ student }) => {
    await revokeSession(db, student.sessionId);
    return {};
  });
};
