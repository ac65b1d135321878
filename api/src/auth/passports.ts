import crypto from 'node:crypto';
import { PASSPORT_QUERY_PARAM, type PassportAction } from '../contracts';
import { queryOne, type Queryable } from '../db';
import { hashToken } from './sessions';

/** How long each kind of link stays valid. */
export const PASSPORT_TTL_HOURS: Record<PassportAction, number> = {
  login: 24,
  verify_email: 24,
  reset_password: 24,
};

const PASSPORT_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export interface Passport {
  id: number;
  allowed_action: PassportAction;
  email: string;
  student_id: number;
}

/** Issues a one-time passport for the student; returns its value (only the SHA-256 is stored). */
export async function createPassport(
  db: Queryable,
  student: { id: number; email: string },
  action: PassportAction,
): Promise<string> {
  const value = crypto.randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO passports (token_hash, allowed_action, email, student_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [hashToken(value), action, student.email, student.id, PASSPORT_TTL_HOURS[action]],
  );
  return value;
}

/** A passport that is neither spent nor expired, without spending it. */
export async function findPassport(db: Queryable, value: string): Promise<Passport | undefined> {
  if (!PASSPORT_PATTERN.test(value)) return undefined;
  return queryOne<Passport>(
    db,
    `SELECT id, allowed_action, email, student_id FROM passports
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(value)],
  );
}

/**
 * Spends a valid passport of one of `actions` (and of `email` when given) in one statement, so two
 * concurrent uses cannot both succeed. Undefined when it is unknown, spent, expired or of another kind.
 */
export async function consumePassport(
  db: Queryable,
  value: string,
  actions: readonly PassportAction[],
  email?: string,
): Promise<Passport | undefined> {
  if (!PASSPORT_PATTERN.test(value)) return undefined;
  return queryOne<Passport>(
    db,
    `UPDATE passports SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        AND allowed_action = ANY($2::text[]) AND ($3::text IS NULL OR email = $3)
      RETURNING id, allowed_action, email, student_id`,
    [hashToken(value), actions, email ?? null],
  );
}

/** The link an e-mail carries: `${portalUrl}/?passport=<value>`. */
export function passportLink(portalUrl: string, value: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/?${PASSPORT_QUERY_PARAM}=${encodeURIComponent(value)}`;
}
