import type { FastifyPluginAsync } from 'fastify';
import type { MailboxResponse } from '../contracts';
import { demoStudents } from '../seed/students-data';
import type { AccountContext } from '../account-context';
import { ok } from '../http/errors';
import { listMailTo } from '../mail/mailer';

/** The seeded demo accounts of the README: their mail is part of the demo, anyone else's never is. */
const DEMO_ADDRESSES = demoStudents.map((student) => student.email.toLowerCase());

/**
 * GET /api/demo/mailbox: what the API would have e-mailed to the demo accounts (verification and
 * password-reset links), so that a person trying the portal can finish those flows. On in every run:
 * it shows mail to the seeded demo addresses only, so it hands out no link to a real account.
 */
export const demoMailboxRoute: FastifyPluginAsync<AccountContext> = async (app, { db }) => {
  app.get('/demo/mailbox', async () => {
    const data: MailboxResponse = { messages: await listMailTo(db, DEMO_ADDRESSES) };
    return ok(data);
  });
};
