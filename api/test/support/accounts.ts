import { hashToken } from '../../src/auth/sessions';
import { mailboxResponseSchema, type MailMessage } from '../../src/contracts';
import type { TestContext, TestResponse } from './context';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const post = (ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'POST', url, payload, headers });

export const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'GET', url, headers });

/** A navigation action as the portal logs it (POST /api/student/action): the Schedule page viewed. */
export const SCHEDULE_VIEW = {
  type: 'page',
  action: 'view',
  target: 'Schedule',
  targetId: null,
  targetPath: '/schedule',
  targetType: 'route',
};

/** A sign-in request (any body) by the browser at `address`, as the shell's /api proxy (this machine, trusted) forwards it. */
export const authFrom = (ctx: TestContext, payload: unknown, address: string) =>
  post(ctx, '/api/student/auth', payload, { 'x-forwarded-for': address });

/** A sign-in with an e-mail and password by the browser at `address` (see authFrom). */
export const signInFrom = (ctx: TestContext, email: string, password: string, address: string) =>
  authFrom(ctx, { email, password }, address);

/** The error envelope a reply must be, with its status. */
export function expectError(
  res: TestResponse,
  status: number,
  errorCode: string,
  errorMessage: string,
  data: unknown = null,
): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { result: 'error', errorCode, errorMessage, data },
  });
}

/** A 404 `not_found` reply with its message: what is not there, or not the student's to see. */
export const expectNotFound = (res: TestResponse, errorMessage: string): void =>
  expectError(res, 404, 'not_found', errorMessage);

/** The refusal of a student call made without a live session: 401 `unauthorized`, in the spec's words. */
export const expectSignInRequired = (res: TestResponse, data: unknown = null): void =>
  expectError(res, 401, 'unauthorized', 'Please sign in to continue', data);

/** The development mailbox for one address, newest first. */
export async function mailbox(ctx: TestContext, to: string): Promise<MailMessage[]> {
  const res = await get(ctx, `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  return mailboxResponseSchema.parse(res.json().data).messages;
}

/** The passport of the newest e-mail to `to` (its only link is `${PORTAL_URL}/?passport=...`). */
export async function latestPassport(ctx: TestContext, to: string): Promise<string> {
  const [message] = await mailbox(ctx, to);
  if (!message) throw new Error(`No e-mail to ${to}`);
  const passport = new URL(message.links[0]!).searchParams.get('passport');
  if (!passport) throw new Error(`The e-mail to ${to} has no passport link`);
  return passport;
}

/** A valid registration payload (spec section 3), for the given e-mail. */
export function registration(
  email: string,
  registerType: 'full' | 'normal',
  extra: Record<string, unknown> = {},
) {
  return {
    firstName: 'Robin',
    lastName: 'Tester',
    addressStreet: '100 Test Street',
    addressCity: 'Riverbend',
    addressCounty: 'Franklin',
    addressState: 'OH',
    addressZip: '43215-1234',
    phoneNumber: '(614) 555-0199',
    phoneNumberTexting: false,
    email,
    password: 'Secret#123',
    registerType,
    ...extra,
  };
}

/**
 * Makes the session of `token` act for the student `email` (as impersonation does, straight in the
 * database), or for its own student again with `null`. Gives the id of the student acted for.
 */
export async function actFor(ctx: TestContext, token: string, email: string | null): Promise<number | null> {
  const [student] =
    email === null
      ? []
      : await ctx.db.query<{ id: number }>('SELECT id FROM students WHERE email = $1', [email]);
  if (email !== null && !student) throw new Error(`no student ${email}`);
  const id = student?.id ?? null;
  await ctx.db.query('UPDATE sessions SET acting_student_id = $1 WHERE token_hash = $2', [
    id,
    hashToken(token),
  ]);
  return id;
}
