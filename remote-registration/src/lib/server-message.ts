import { ApiError } from '@portal/shared';

/** The server's own message when it answered with one; else `fallback` (no reply, or an empty message). */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status !== undefined && error.message ? error.message : fallback;
