import { errorCodes, reportEndpoints } from '../../../contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import { storeReports } from '../services/client-reports';
import { ReportLimiter, reportsPerMinuteFrom } from '../services/report-limiter';

export const TOO_MANY_REPORTS = 'Too many reports; try again in a minute.';

/**
 * POST /portal/reports: what the shell reports about the remotes it runs, stored as sent. Public: it
 * never reads the Authorization header, and stores nothing of the sender (the client address only
 * counts its reports against the rate limit, report-limiter.ts). 429 past the limit, storing none of
 * the request.
 */
export const clientReportRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  const limiter = new ReportLimiter(db, reportsPerMinuteFrom(process.env.CLIENT_REPORTS_PER_MINUTE));
  registerEndpoint(
    app,
    db,
    reportEndpoints.sendClientReports,
    async ({ input: { body }, request, reply }) => {
      const admitted = await limiter.admit(request.ip, body.reports.length, (tx) =>
        storeReports(tx, body.reports),
      );
      if (!admitted.allowed) {
        reply.header('retry-after', String(admitted.retryAfterSeconds));
        throw new HttpError(429, errorCodes.tooManyAttempts, TOO_MANY_REPORTS, {
          retryAfterSeconds: admitted.retryAfterSeconds,
        });
      }
      return { stored: admitted.value };
    },
  );
};
