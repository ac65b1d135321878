import {
  accountEndpoints,
  callEndpoint,
  type CompleteAccountInput,
  type CompleteInfoInput,
  type EmailInput,
  type LoginInput,
  type PasswordResetInput,
  type RecoverInput,
  type RecoverPasswordResetInput,
  type RegisterInput,
} from '@portal/shared';

export const login = (input: LoginInput) => callEndpoint(accountEndpoints.login, { body: input });
export const register = (input: RegisterInput) => callEndpoint(accountEndpoints.register, { body: input });
export const requestPasswordReset = (input: EmailInput) =>
  callEndpoint(accountEndpoints.requestPasswordReset, { body: input });
export const resetPassword = (input: PasswordResetInput) =>
  callEndpoint(accountEndpoints.resetPassword, { body: input });
export const recoverEmail = (input: RecoverInput) =>
  callEndpoint(accountEndpoints.recoverEmail, { body: input });
export const requestRecoverPasswordReset = (input: RecoverPasswordResetInput) =>
  callEndpoint(accountEndpoints.requestRecoverPasswordReset, { body: input });
export const requestVerification = (input: EmailInput) =>
  callEndpoint(accountEndpoints.requestVerification, { body: input });
export const completeInfo = (input: CompleteInfoInput) =>
  callEndpoint(accountEndpoints.completeInfo, { body: input });
export const completeAccount = (input: CompleteAccountInput) =>
  callEndpoint(accountEndpoints.completeAccount, { body: input });
export const checkPassport = (passport: string) =>
  callEndpoint(accountEndpoints.checkPassport, { params: { passport } });
