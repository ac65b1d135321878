import { mailboxResponseSchema, type MailMessage } from '../../src/contracts';
import type { TestContext, TestResponse } from './context';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const post = (ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'POST', url, payload, headers });

export const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'GET', url, headers });

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
