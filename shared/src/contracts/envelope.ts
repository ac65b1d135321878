import * as z from '../zod';

/**
 * Every reply of the API is wrapped in this envelope (spec section 7). `data` may carry two
 * out-of-band instructions: `_client_tz` (the school's default timezone) and
 * `_client_interface_action_` (a site lock).
 */
export const siteLockSchema = z.object({
  lockType: z.string(),
  message: z.string(),
  countdown: z.optional(z.int().check(z.positive())),
});
export type SiteLock = z.infer<typeof siteLockSchema>;

export const CLIENT_TZ_KEY = '_client_tz';
export const CLIENT_INTERFACE_ACTION_KEY = '_client_interface_action_';

export const envelopeSchema = z.object({
  result: z.enum(['ok', 'error']),
  errorMessage: z.optional(z.string()),
  errorCode: z.optional(z.string()),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export type OkEnvelope<T> = { result: 'ok'; data: T };
export type ErrorEnvelope = {
  result: 'error';
  errorMessage: string;
  errorCode?: string;
  data: Record<string, unknown> | null;
};

/** Error codes the API returns; messages shown to students come from the spec's catalogue. */
export const errorCodes = {
  invalidInput: 'invalid_input',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_student_email_password_combination',
  emailNotVerified: 'student_email_not_verified',
  tooManyAttempts: 'too_many_attempts',
  serverError: 'server-error',
} as const;
