import {
  apiRequest,
  emailSentResponseSchema,
  loggedStudentResponseSchema,
  loginResponseSchema,
  passportInfoSchema,
  recoverResponseSchema,
  registerResponseSchema,
  type CompleteAccountInput,
  type CompleteInfoInput,
  type EmailInput,
  type LoginInput,
  type PasswordResetInput,
  type RecoverInput,
  type RecoverPasswordResetInput,
  type RegisterInput,
} from '@portal/shared';
import * as z from 'zod/mini';

const post = <T>(path: string, body: unknown, schema: z.ZodMiniType<T>) =>
  apiRequest(path, { method: 'POST', body, schema });

export const login = (input: LoginInput) => post('student/auth', input, loginResponseSchema);
export const register = (input: RegisterInput) => post('student/register', input, registerResponseSchema);
export const requestPasswordReset = (input: EmailInput) =>
  post('student/request_password_reset', input, emailSentResponseSchema);
export const resetPassword = (input: PasswordResetInput) =>
  post('student/password_reset', input, z.unknown());
export const recoverEmail = (input: RecoverInput) => post('student/recover', input, recoverResponseSchema);
export const requestRecoverPasswordReset = (input: RecoverPasswordResetInput) =>
  post('student/request_recover_password_reset', input, emailSentResponseSchema);
export const requestVerification = (input: EmailInput) =>
  post('student/request_verification', input, emailSentResponseSchema);
export const completeInfo = (input: CompleteInfoInput) =>
  post('student/complete_info', input, loggedStudentResponseSchema);
export const completeAccount = (input: CompleteAccountInput) =>
  post('student/complete_account', input, loggedStudentResponseSchema);
export const checkPassport = (passport: string) =>
  apiRequest(`student/passport/${encodeURIComponent(passport)}`, { schema: passportInfoSchema });
