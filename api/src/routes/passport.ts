import { accountErrorCodes, type PassportInfo } from '../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../account-context';
import { findPassport } from '../auth/passports';
import { ok } from '../http/errors';
import { accountError } from '../services/accounts';

/** Checks a passport from a link without spending it (the URL is logged without the value). */
export const passportRoutes: FastifyPluginAsync<AccountContext> = async (app, { db }) => {
  app.get<{ Params: { passport: string } }>('/student/passport/:passport', async (request) => {
    const passport = await findPassport(db, request.params.passport);
    if (!passport) throw accountError(400, accountErrorCodes.invalidPassport);
    const data: PassportInfo = { allowed_action: passport.allowed_action, email: passport.email };
    return ok(data);
  });
};
