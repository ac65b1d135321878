import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../../../context';
import { errorEnvelope, notFound, ok, parseInput } from '../../../http/errors';
import { reportSummary } from '../services/client-reports';

/** The operator's key: env PORTAL_OPERATOR_KEY (scripts/lib/operator-key.mjs gives `npm start` one). */
export const OPERATOR_KEY_VAR = 'PORTAL_OPERATOR_KEY';
export const OPERATOR_KEY_HEADER = 'x-operator-key';
export const OPERATOR_REPORTS_URL = '/operator/reports';
/** The summary's start when the request names none. */
const DEFAULT_SINCE_MS = 24 * 60 * 60 * 1000;

const summaryQuery = z.object({
  since: z.optional(z.union([z.iso.datetime({ offset: true }), z.iso.date()])),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The header's key against the API's, in constant time (the digests have one length whatever is sent). */
const sameKey = (sent: string | string[] | undefined, key: string): boolean =>
  typeof sent === 'string' && timingSafeEqual(digest(sent), digest(key));

/**
 * GET /api/operator/reports?since=<ISO date>: the summary `pnpm report:errors` prints. Not an endpoint
 * of the portal (no student calls it; endpoints.test.ts lists it with the routes that are not): it
 * answers only the X-Operator-Key header equal to env PORTAL_OPERATOR_KEY (read as the API starts),
 * 401 to any other or none, and 404, as if absent, when the API has no key.
 */
export const operatorReportRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const key = process.env[OPERATOR_KEY_VAR] || undefined;
  app.get(OPERATOR_REPORTS_URL, async (request, reply) => {
    if (!key) throw notFound();
    if (!sameKey(request.headers[OPERATOR_KEY_HEADER], key)) {
      return reply
        .status(401)
        .send(errorEnvelope(errorCodes.unauthorized, 'The operator key is missing or wrong.'));
    }
    const { since } = parseInput(summaryQuery, request.query);
    const start = since ? new Date(since) : new Date(Date.now() - DEFAULT_SINCE_MS);
    return ok(await reportSummary(db, start));
  });
};
