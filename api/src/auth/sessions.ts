import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { queryOne, type Queryable } from '../db';
import { unauthorized } from '../http/errors';

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the student and returns the bearer token (only its hash is stored). */
export async function createSession(db: Queryable, studentId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
    hashToken(token),
    studentId,
  ]);
  return token;
}

/** How long a session lives: 30 days at most (expires_at), and refused once unused for `idleTimeoutMinutes`. */
export interface SessionPolicy {
  /** The school's `sessions.idleTimeoutMinutes` (src/config/load-school-config.ts), 2 hours by default. */
  idleTimeoutMinutes: number;
}

export const DEFAULT_SESSION_IDLE_MINUTES = 120;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by buildApp, read by every authenticated request. */
    sessionPolicy: SessionPolicy;
  }
}

/**
 * How stale a session's last_seen_at may get before a request refreshes it: one write a minute per
 * active session instead of one per request, so the idle time counts from the last use to the minute.
 */
const LAST_SEEN_REFRESH = "interval '1 minute'";

export interface Auth {
  sessionId: number;
  /** The signed-in account (the guardian while impersonating). */
  originalStudentId: number;
  /** Whose data the request acts on: the related student while impersonating, else the signed-in one. */
  studentId: number;
  impersonating: boolean;
  /**
   * The acting student must complete their personal information before anything else (shell spec 6):
   * read with the session, so that auth/personal-info.ts holds every endpoint to it without a query.
   */
  requiresPersonalInfo: boolean;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  return BEARER.exec(header.trim())?.[1];
}

/**
 * Who is asking: rejects a missing, unknown, expired, idle or revoked token with 401 `unauthorized`,
 * and marks the session as used. A session switched into a related student is refused too once the
 * signed-in account is no longer related to that student: the relation is checked on every request,
 * not only when switching, so that the school ending it ends the access at once (and a write meant
 * for the student never lands on the guardian's own records instead).
 */
export async function requireStudent(db: Queryable, request: FastifyRequest): Promise<Auth> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const row = await queryOne<{
    id: number;
    student_id: number;
    acting_student_id: number | null;
    stale: boolean;
    requires_personal_info: boolean;
  }>(
    db,
    `SELECT id, student_id, acting_student_id, last_seen_at < now() - ${LAST_SEEN_REFRESH} AS stale,
            (SELECT s.requires_personal_info FROM students s
              WHERE s.id = COALESCE(sessions.acting_student_id, sessions.student_id)) AS requires_personal_info
       FROM sessions
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - make_interval(mins => $2::int)
        AND (acting_student_id IS NULL OR EXISTS (
              SELECT 1 FROM student_relations r
               WHERE r.student_id = sessions.student_id AND r.related_student_id = sessions.acting_student_id))`,
    [hashToken(token), request.server.sessionPolicy.idleTimeoutMinutes],
  );
  if (!row) throw unauthorized();
  if (row.stale) {
    await db.query(
      `UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - ${LAST_SEEN_REFRESH}`,
      [row.id],
    );
  }
  return {
    sessionId: row.id,
    originalStudentId: row.student_id,
    studentId: row.acting_student_id ?? row.student_id,
    impersonating: row.acting_student_id !== null,
    requiresPersonalInfo: row.requires_personal_info === true,
  };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
