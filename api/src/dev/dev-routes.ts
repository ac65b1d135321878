import {
  devPassportInputSchema,
  emailField,
  siteLockInputSchema,
  type MailboxResponse,
  type SiteLock,
} from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import { createPassport, passportLink } from '../auth/passports';
import { notFound, ok, parseInput } from '../http/errors';
import { findAccountByEmail } from '../areas/account';
import { clearMail, listMail } from '../mail/mailer';
import * as z from 'zod/mini';

/** Seconds of the site lock's reload countdown when none is given (spec section 9). */
const DEFAULT_COUNTDOWN = 30;

const mailboxQuery = z.object({ to: z.optional(emailField()) });

/**
 * Development helpers under /api/dev: the mailbox of sent e-mails, the site lock and a passport mint.
 * Not registered at all when NODE_ENV is production, so they answer 404 there.
 */
export const devRoutes: FastifyPluginAsync<AccountContext> = async (app, ctx) => {
  if (!ctx.devRoutes) return;
  const { db, siteLock, portalUrl } = ctx;

  app.get('/dev/mailbox', async (request) => {
    const { to } = parseInput(mailboxQuery, request.query);
    const data: MailboxResponse = { messages: await listMail(db, to) };
    return ok(data);
  });

  app.delete('/dev/mailbox', async () => ok({ deleted: await clearMail(db) }));

  app.post('/dev/site_lock', async (request) => {
    const input = parseInput(siteLockInputSchema, request.body);
    const lock: Required<SiteLock> = {
      lockType: 'force_reload',
      message: input.message,
      countdown: input.countdown ?? DEFAULT_COUNTDOWN,
    };
    await siteLock.set(lock);
    return ok({});
  });

  app.post('/dev/site_lock/clear', async () => {
    await siteLock.clear();
    return ok({});
  });

  app.post('/dev/passport', async (request) => {
    const input = parseInput(devPassportInputSchema, request.body);
    const account = await findAccountByEmail(db, input.email);
    if (!account) throw notFound('No account has this email address');
    const passport = await createPassport(db, account, input.allowedAction);
    return ok({ passport, url: passportLink(portalUrl, passport) });
  });
};
