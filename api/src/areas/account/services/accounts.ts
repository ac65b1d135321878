import { accountErrorCodes, accountErrorMessages, type completeAccountInputSchema } from '../../../contracts';
import type * as z from 'zod/mini';
import { queryOne, type Queryable } from '../../../db';
import { HttpError } from '../../../http/errors';

export type LoginStatus = 'active' | 'missing_guid' | 'missing_record' | 'moved' | 'locked';

/** What sign-in needs to know about an account. */
export interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  email_verified: boolean;
  is_verified: boolean;
  login_status: LoginStatus;
  alternate_email: string | null;
  /** The language they chose (their mail's): 'en', 'es' or null. */
  preferred_locale: string | null;
}

const ACCOUNT_COLUMNS =
  'id, email, password_hash, first_name, email_verified, is_verified, login_status, alternate_email, preferred_locale';

export function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  return queryOne<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM students WHERE email = $1`, [email]);
}

export function findAccountById(db: Queryable, id: number): Promise<AccountRow | undefined> {
  return queryOne<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM students WHERE id = $1`, [id]);
}

export function accountError(
  status: number,
  code: keyof typeof accountErrorMessages,
  data: Record<string, unknown> | null = null,
): HttpError {
  return new HttpError(status, code, accountErrorMessages[code], data);
}

/** "45 seconds", "2 minutes", "3 hours": a wait, rounded up, as a person reads it. */
export function describeWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** 429 `too_many_attempts`, saying when to try again (also in `data` and the Retry-After header). */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    accountErrorCodes.tooManyAttempts,
    `Too many sign-in attempts, please try again in ${describeWait(retryAfterSeconds)}.`,
    { retryAfterSeconds },
  );
}

const STATUS_ERRORS: Record<Exclude<LoginStatus, 'active' | 'moved'>, keyof typeof accountErrorMessages> = {
  missing_guid: accountErrorCodes.invalidGuid,
  missing_record: accountErrorCodes.invalidRecord,
  locked: accountErrorCodes.invalidEmail,
};

/**
 * Why an account whose credentials (or passport) are right still may not sign in, or null when it
 * may. Checked only after the credentials, so these replies reveal nothing to a guesser.
 */
export function signInRefusal(account: AccountRow): HttpError | null {
  if (account.login_status === 'moved') {
    return accountError(
      403,
      accountErrorCodes.emailNoLongerValid,
      account.alternate_email ? { alternateEmail: account.alternate_email } : null,
    );
  }
  if (account.login_status !== 'active') return accountError(403, STATUS_ERRORS[account.login_status]);
  if (!account.email_verified) {
    return accountError(403, accountErrorCodes.emailNotVerified, { email: account.email });
  }
  return null;
}

/** Gives the student a student-record number (hasAxRecord true) if it has none. */
export async function assignStudentRecord(tx: Queryable, studentId: number): Promise<void> {
  await tx.query(
    `UPDATE students SET student_record_id = 'RB-' || (200000 + id)::text, updated_at = now()
      WHERE id = $1 AND student_record_id IS NULL`,
    [studentId],
  );
}

/** Stores the completion fields' address and phone as the student's primary ones. */
export async function savePrimaryContact(
  tx: Queryable,
  studentId: number,
  input: Omit<z.output<typeof completeAccountInputSchema>, 'firstName' | 'lastName'>,
): Promise<void> {
  await tx.query('UPDATE student_addresses SET is_primary = false WHERE student_id = $1 AND is_primary', [
    studentId,
  ]);
  await tx.query(
    `INSERT INTO student_addresses (student_id, street, city, county, state_code, zip, is_primary)
     VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [
      studentId,
      input.addressStreet,
      input.addressCity,
      input.addressCounty,
      input.addressState,
      input.addressZip,
    ],
  );
  await tx.query('UPDATE student_phones SET is_primary = false WHERE student_id = $1 AND is_primary', [
    studentId,
  ]);
  await tx.query(
    `INSERT INTO student_phones (student_id, phone_number, is_primary, is_textable) VALUES ($1, $2, true, $3)`,
    [studentId, input.phoneNumber, input.phoneNumberTexting],
  );
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
