import * as z from '../zod';
import { defineEndpoint } from '../api/endpoint';
import { localeInputSchema } from './locale';
import {
  completeAccountInputSchema,
  completeInfoInputSchema,
  emailInputSchema,
  emailSentResponseSchema,
  navigationActionSchema,
  passportInfoSchema,
  passwordResetInputSchema,
  pendingFormsResponseSchema,
  recoverInputSchema,
  recoverPasswordResetInputSchema,
  recoverResponseSchema,
  registerInputSchema,
  registerResponseSchema,
} from './account';
import { idParamSchema, noControlChars } from './input';
import { loggedStudentResponseSchema, loginInputSchema, loginResponseSchema } from './student';

/** A student id in a path. */
export const impersonateParamsSchema = z.object({ id: idParamSchema('Invalid student id') });

/** Replies the client does not read (the API sends `{}` or an echo). */
const unreadResponseSchema = z.unknown();

/**
 * The account calls (the shell's sign-in modal, registration, session, impersonation, navigation log):
 * cross-area, so they live here. The reference API's /api/dev routes are not endpoints of the portal.
 */
export const accountEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: 'student/auth',
    body: loginInputSchema,
    response: loginResponseSchema,
    auth: 'public',
  }),
  getLoggedStudent: defineEndpoint({
    method: 'GET',
    path: 'student/get',
    response: loggedStudentResponseSchema,
  }),
  saveLocale: defineEndpoint({
    method: 'POST',
    path: 'student/locale',
    body: localeInputSchema,
    response: unreadResponseSchema,
    extension: {
      why: 'A student who chooses a language finds it on every device, and the mail and PDFs the school sends follow it.',
      whenMissing: 'The choice is kept in this browser only; the refused call is ignored.',
    },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: 'student/logout',
    response: unreadResponseSchema,
    extension: {
      why: 'Sign-out ends the session on the server too, so a copy of the token stops working at once.',
      whenMissing: 'Sign-out forgets the session in the browser as before; the refused call is ignored.',
    },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: 'student/register',
    body: registerInputSchema,
    response: registerResponseSchema,
    auth: 'public',
  }),
  completeInfo: defineEndpoint({
    method: 'POST',
    path: 'student/complete_info',
    body: completeInfoInputSchema,
    response: loggedStudentResponseSchema,
  }),
  completeAccount: defineEndpoint({
    method: 'POST',
    path: 'student/complete_account',
    body: completeAccountInputSchema,
    response: loggedStudentResponseSchema,
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: 'student/request_password_reset',
    body: emailInputSchema,
    response: emailSentResponseSchema,
    auth: 'public',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: 'student/password_reset',
    body: passwordResetInputSchema,
    response: unreadResponseSchema,
    auth: 'public',
  }),
  recoverEmail: defineEndpoint({
    method: 'POST',
    path: 'student/recover',
    body: recoverInputSchema,
    response: recoverResponseSchema,
    auth: 'public',
  }),
  requestRecoverPasswordReset: defineEndpoint({
    method: 'POST',
    path: 'student/request_recover_password_reset',
    body: recoverPasswordResetInputSchema,
    response: emailSentResponseSchema,
    auth: 'public',
    // Not the session's: the recovery code (srlCode) must list the student (account-register.test.ts).
    ids: { studentId: 'owned' },
  }),
  requestVerification: defineEndpoint({
    method: 'POST',
    path: 'student/request_verification',
    body: emailInputSchema,
    response: emailSentResponseSchema,
    auth: 'public',
  }),
  checkPassport: defineEndpoint({
    method: 'GET',
    path: 'student/passport/:passport',
    params: z.object({ passport: z.string().check(z.maxLength(200), noControlChars()) }),
    response: passportInfoSchema,
    auth: 'public',
  }),
  switchBackToOriginal: defineEndpoint({
    method: 'GET',
    path: 'student/impersonate/original',
    response: loggedStudentResponseSchema,
  }),
  switchIntoStudent: defineEndpoint({
    method: 'GET',
    path: 'student/impersonate/:id',
    params: impersonateParamsSchema,
    response: loggedStudentResponseSchema,
    ids: { id: 'owned' },
  }),
  getPendingForms: defineEndpoint({
    method: 'POST',
    path: 'student/pending_forms',
    keepsReplies: true,
    response: pendingFormsResponseSchema,
  }),
  logNavigation: defineEndpoint({
    method: 'POST',
    path: 'student/action',
    body: navigationActionSchema,
    response: unreadResponseSchema,
    // A record of what was looked at: the pages' early reads stay good (it is sent every second).
    keepsReplies: true,
    // What the student looked at: a course, a class, a page of the school's.
    ids: { targetId: 'shared' },
  }),
} as const;
