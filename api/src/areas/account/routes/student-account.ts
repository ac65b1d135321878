import crypto from 'node:crypto';
import {
  accountEndpoints,
  accountErrorCodes,
  type LoginResponse,
  type RecoverResponse,
} from '../../../contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AccountContext } from '../../../account-context';
import { consumePassport } from '../../../auth/passports';
import { hashPassword } from '../../../auth/password';
import { createSession, hashToken } from '../../../auth/sessions';
import { queryOne } from '../../../db';
import { HttpError } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import { personLocale, requestLocale } from '../../../i18n';
import { sendPasswordResetMail, sendVerificationMail, type MailRecipient } from '../services/account-mail';
import {
  accountError,
  assignStudentRecord,
  findAccountByEmail,
  isUniqueViolation,
  savePrimaryContact,
} from '../services/accounts';
import { getCart } from '../../cart';
import { getLoggedStudent, withClientTz } from '../services/logged-student';
import { getStudent } from '../services/students';

/** How long an e-mail search result may be used to ask for a reset. */
const RECOVERY_CODE_MINUTES = 30;

const usedEmail = () => accountError(409, accountErrorCodes.usedEmail);

/**
 * Registration, account completion, password reset, e-mail recovery and verification e-mails.
 * Replies that say "an e-mail was sent" are the same whether or not the account exists.
 */
export const studentAccountRoutes: FastifyPluginAsync<AccountContext> = async (
  app,
  { db, school, portalUrl, limiter },
) => {
  /** A mail's language: the recipient's saved choice, else the request's, else the school's default. */
  const mailLocale = (request: FastifyRequest, recipient: MailRecipient) =>
    personLocale(school, recipient.preferred_locale, requestLocale(request, school));

  const registrationAllowed = () => {
    if (!school.features.registrationAllowed)
      throw accountError(403, accountErrorCodes.registrationNotAllowed);
  };
  registerEndpoint(
    app,
    db,
    accountEndpoints.register,
    async ({ request, input: { body: input } }) => {
      if (await findAccountByEmail(db, input.email)) throw usedEmail();
      const full = input.registerType === 'full';
      const passwordHash = await hashPassword(input.password);

      let studentId: number;
      try {
        studentId = await db.transaction(async (tx) => {
          // 'full' is usable at once (verified); 'normal' must confirm its address first.
          const row = await queryOne<{ id: number }>(
            tx,
            `INSERT INTO students (email, password_hash, first_name, last_name, email_verified, is_verified)
           VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
            [input.email, passwordHash, input.firstName, input.lastName, full],
          );
          await assignStudentRecord(tx, row!.id);
          await savePrimaryContact(tx, row!.id, input);
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw usedEmail();
        throw err;
      }

      if (!full) {
        const recipient = { id: studentId, email: input.email, first_name: input.firstName };
        await sendVerificationMail(db, portalUrl, recipient, mailLocale(request, recipient));
        return { email: input.email };
      }
      const token = await createSession(db, studentId);
      const student = await getStudent(db, studentId);
      const data: LoginResponse = { student: student!, token, cart: await getCart(db, studentId) };
      return data;
    },
    { precheck: registrationAllowed },
  );

  registerEndpoint(
    app,
    db,
    accountEndpoints.completeInfo,
    async ({ student: auth, input: { body: input } }) => {
      const passwordHash = await hashPassword(input.password);
      const updated = await db.query(
        `UPDATE students SET first_name = $2, last_name = $3, password_hash = $4, requires_personal_info = false,
              updated_at = now()
        WHERE id = $1 AND requires_personal_info RETURNING id`,
        [auth.studentId, input.firstName, input.lastName, passwordHash],
      );
      if (updated.length === 0) throw accountError(409, accountErrorCodes.accountAlreadyComplete);
      return withClientTz(await getLoggedStudent(db, auth), school);
    },
    {
      // It sets a password: only the account's owner, not a guardian acting for it.
      precheck: ({ student }) => {
        if (student.impersonating) throw accountError(403, accountErrorCodes.forbidden);
      },
    },
  );

  registerEndpoint(
    app,
    db,
    accountEndpoints.completeAccount,
    async ({ student: auth, input: { body: input } }) => {
      const done = await db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE students SET first_name = $2, last_name = $3, updated_at = now()
          WHERE id = $1 AND student_record_id IS NULL RETURNING id`,
          [auth.studentId, input.firstName, input.lastName],
        );
        if (updated.length === 0) return false;
        await assignStudentRecord(tx, auth.studentId);
        await savePrimaryContact(tx, auth.studentId, input);
        return true;
      });
      if (!done) throw accountError(409, accountErrorCodes.accountAlreadyComplete);
      return withClientTz(await getLoggedStudent(db, auth), school);
    },
  );

  registerEndpoint(app, db, accountEndpoints.requestPasswordReset, async ({ request, input: { body } }) => {
    const { email } = body;
    const account = await findAccountByEmail(db, email);
    if (account) await sendPasswordResetMail(db, portalUrl, account, mailLocale(request, account));
    return { email };
  });

  registerEndpoint(app, db, accountEndpoints.resetPassword, async ({ input: { body: input } }) => {
    const passwordHash = await hashPassword(input.password);
    const studentId = await db.transaction(async (tx) => {
      const passport = await consumePassport(tx, input.passport, ['reset_password'], input.email);
      if (!passport) return undefined;
      // The link proves the address too. Other reset links and every open session end here.
      await tx.query(
        'UPDATE students SET password_hash = $2, email_verified = true, updated_at = now() WHERE id = $1',
        [passport.student_id, passwordHash],
      );
      await tx.query(
        `UPDATE passports SET used_at = now()
          WHERE student_id = $1 AND allowed_action = 'reset_password' AND used_at IS NULL`,
        [passport.student_id],
      );
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE student_id = $1 AND revoked_at IS NULL', [
        passport.student_id,
      ]);
      return passport.student_id;
    });
    if (studentId === undefined) {
      throw new HttpError(
        400,
        accountErrorCodes.invalidPassport,
        'This password reset link is invalid or has expired, please request a new one.',
      );
    }
    await limiter.forgetAccount(input.email);
    return { email: input.email };
  });

  registerEndpoint(app, db, accountEndpoints.recoverEmail, async ({ input }) => {
    const { body } = input.body;
    const students = await db.query<{ studentId: number; email: string }>(
      `SELECT s.id AS "studentId", s.email FROM students s
        WHERE lower(s.last_name) = lower($1) AND s.date_of_birth = $2::date
          AND EXISTS (SELECT 1 FROM student_addresses a WHERE a.student_id = s.id AND left(a.zip, 5) = left($3, 5))
        ORDER BY s.email`,
      [body.lastName, body.dob, body.zipCode],
    );
    let srlCode = '';
    if (students.length > 0) {
      srlCode = crypto.randomBytes(18).toString('base64url');
      await db.query(
        `INSERT INTO recovery_codes (code_hash, student_ids, expires_at)
         VALUES ($1, $2::integer[], now() + make_interval(mins => $3))`,
        [hashToken(srlCode), students.map((s) => s.studentId), RECOVERY_CODE_MINUTES],
      );
    }
    const data: RecoverResponse = {
      srlCode,
      students: students.map((s) => ({ email: s.email, studentId: s.studentId })),
    };
    return data;
  });

  registerEndpoint(
    app,
    db,
    accountEndpoints.requestRecoverPasswordReset,
    async ({ request, input: { body: input } }) => {
      const student = await queryOne<MailRecipient>(
        db,
        `SELECT s.id, s.email, s.first_name, s.preferred_locale FROM recovery_codes rc JOIN students s ON s.id = $2
        WHERE rc.code_hash = $1 AND rc.expires_at > now() AND $2 = ANY (rc.student_ids)`,
        [hashToken(input.srlCode), input.studentId],
      );
      if (!student) throw accountError(400, accountErrorCodes.invalidRecoveryCode);
      await sendPasswordResetMail(db, portalUrl, student, mailLocale(request, student));
      return { email: student.email };
    },
  );

  registerEndpoint(app, db, accountEndpoints.requestVerification, async ({ request, input: { body } }) => {
    const { email } = body;
    const account = await findAccountByEmail(db, email);
    if (account && (!account.email_verified || !account.is_verified)) {
      await sendVerificationMail(db, portalUrl, account, mailLocale(request, account));
    }
    return { email };
  });
};
