import { errorCodes, type ErrorEnvelope, type OkEnvelope } from '../contracts';
import type * as z from 'zod/mini';

export const messages = {
  invalidInput: 'Please check the fields and try again',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue',
  invalidCredentials: 'Email or password is incorrect',
  serverError: 'Server error!',
} as const;

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
