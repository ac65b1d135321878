import { accountEndpoints, accountErrorCodes, type LoginResponse } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../../account-context';
import { consumePassport } from '../../../auth/passports';
import { getDummyHash, verifyPassword } from '../../../auth/password';
import { createSession, revokeSession } from '../../../auth/sessions';
import { registerEndpoint } from '../../../http/register-endpoint';
import {
  accountError,
  findAccountByEmail,
  findAccountById,
  signInRefusal,
  type AccountRow,
} from '../services/accounts';
import { getCart } from '../../cart/services/cart';
import { getLoggedStudent, withClientTz } from '../services/logged-student';
import { getStudent } from '../services/students';

/**
 * Sign-in with e-mail and password or with a passport (login or verify_email), rate limited per
 * e-mail and per client address; the logged student; logout.
 */
export const studentAuthRoutes: FastifyPluginAsync<AccountContext> = async (app, { db, school, limiter }) => {
  registerEndpoint(app, db, accountEndpoints.login, async ({ input: { body: input }, request, reply }) => {
    const address = request.ip;
    const email = input.passport ? null : (input.email ?? '').toLowerCase();

    const wait = limiter.retryAfter(email, address);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw accountError(429, accountErrorCodes.tooManyAttempts);
    }

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
      if (!account) {
        limiter.recordFailure(null, address);
        throw accountError(401, accountErrorCodes.invalidPassport);
      }
    } else {
      // Same reply, same status and (near) same time for an unknown e-mail and a wrong password.
      account = await findAccountByEmail(db, email!);
      const passwordOk = await verifyPassword(
        input.password ?? '',
        account?.password_hash ?? (await getDummyHash()),
      );
      if (!account || !passwordOk) {
        limiter.recordFailure(email, address);
        throw accountError(401, accountErrorCodes.invalidCredentials);
      }
    }

    const refusal = signInRefusal(account);
    if (refusal) throw refusal;
    limiter.forgetAccount(account.email);

    const token = await createSession(db, account.id);
    const student = await getStudent(db, account.id);
    if (!student) throw accountError(401, accountErrorCodes.invalidCredentials);
    const data: LoginResponse = { student, token, cart: await getCart(db, account.id) };
    return data;
  });

  registerEndpoint(app, db, accountEndpoints.getLoggedStudent, async ({ student }) =>
    withClientTz(await getLoggedStudent(db, student), school),
  );

  registerEndpoint(app, db, accountEndpoints.logout, async ({ student }) => {
    await revokeSession(db, student.sessionId);
    return {};
  });
};
