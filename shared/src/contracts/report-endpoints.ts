import * as z from '../zod';
import { defineEndpoint } from '../api/endpoint';
import { noControlChars } from './input';

/**
 * What the shell reports about the remotes it runs (shell/src/lib/reports/): a remote that failed to
 * load (`load`), threw while rendering (`render`), a call that failed on its page (`call`), and the
 * page's web vitals (`vital`: LCP and INP in milliseconds, CLS unitless). Never personal data: the
 * page is the route's pattern (`/category/:id`), and messages are cut short with addresses and long
 * numbers taken out before they leave the browser.
 */
export const REPORT_KINDS = ['load', 'render', 'call', 'vital'] as const;
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export const REPORT_MESSAGE_MAX = 300;
export const REPORTS_PER_REQUEST_MAX = 20;

export const clientReportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  /** A remote's name from portal.remotes.json, or `shell`. */
  remote: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  /** The remote's build version from its manifest (`0.1.0+abc1234`), or `unknown`. */
  version: z.string().check(z.minLength(1), z.maxLength(80), noControlChars()),
  page: z.string().check(z.regex(/^\/[^\s?#]{0,119}$/)),
  message: z.optional(z.string().check(z.maxLength(REPORT_MESSAGE_MAX), noControlChars())),
  metric: z.optional(z.enum(WEB_VITALS)),
  value: z.optional(z.number().check(z.minimum(0), z.lte(600_000))),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

export const clientReportsInputSchema = z.object({
  reports: z.array(clientReportSchema).check(z.minLength(1), z.maxLength(REPORTS_PER_REQUEST_MAX)),
});

export const reportEndpoints = {
  sendClientReports: defineEndpoint({
    method: 'POST',
    path: 'portal/reports',
    body: clientReportsInputSchema,
    response: z.unknown(),
    auth: 'public',
    extension: {
      why: 'A release that breaks in the browser is seen by its team, per remote and version, before students have to say so.',
      whenMissing: 'Nothing is reported; the portal works the same.',
    },
  }),
};
