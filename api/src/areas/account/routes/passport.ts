import { accountEndpoints, accountErrorCodes } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../../../account-context';
import { findPassport } from '../../../auth/passports';
import { registerEndpoint } from '../../../http/register-endpoint';
import { accountError } from '../services/accounts';

/** Checks a passport from a link without spending it (the URL is logged without the value). */
export const passportRoutes: FastifyPluginAsync<AccountContext> = async (app, { db }) => {
  registerEndpoint(app, db, accountEndpoints.checkPassport, async ({ input }) => {
    const passport = await findPassport(db, input.params.passport);
    if (!passport) throw accountError(400, accountErrorCodes.invalidPassport);
    return { allowed_action: passport.allowed_action, email: passport.email };
  });
};
