import { errorCodes, type ErrorEnvelope, type OkEnvelope } from '../contracts';
import type * as z from 'zod/mini';

export const messages = {
  invalidInput: 'Please check the fields and try again',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue',
  invalidCredentials: 'Email or password is incorrect',
  serverError: 'Server error!',
  databaseUnavailable: 'The portal cannot reach its database just now. Please try again in a moment.',
} as const;

/**
 * The code of the 503 while the database cannot be reached (a restart, a failover). The API's own, not
 * one of the spec's catalogue (errorCodes): clients know it by its status and show its message.
 */
export const DATABASE_UNAVAILABLE_CODE = 'database_unavailable';

/** How long a client is asked to wait before trying again: about what a PostgreSQL restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A failure the client should see: becomes the error envelope with this status. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

export function ok<T>(data: T): OkEnvelope<T> {
  return { result: 'ok', data };
}

export function errorEnvelope(
  code: string,
  message: string,
  data: Record<string, unknown> | null = null,
): ErrorEnvelope {
  return { result: 'error', errorMessage: message, errorCode: code, data };
}

/** Key used in `fields` for problems with the body as a whole (malformed JSON, not an object). */
export const BODY_FIELD = '_body';

export function invalidInput(fields: Record<string, string>): HttpError {
  return new HttpError(400, errorCodes.invalidInput, messages.invalidInput, { fields });
}

export function zodFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || BODY_FIELD;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates a payload with a shared contract; throws `invalid_input` with field paths. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(zodFields(result.error));
  return result.data;
}

export const notFound = (message: string = messages.notFound) =>
  new HttpError(404, errorCodes.notFound, message);
export const unauthorized = () => new HttpError(401, errorCodes.unauthorized, messages.unauthorized);

/** The database is away: 503, retry shortly (the `Retry-After` header says when, as `data` does). */
export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_CODE, messages.databaseUnavailable, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
