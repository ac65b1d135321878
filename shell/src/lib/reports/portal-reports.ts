import { reportEndpoints, type ClientReport } from '@portal/shared';
import type { Metric } from 'web-vitals';
import { isLoadFailure, remoteVersion } from '../federation/remote-loader';
import { portalRoutes, type RemoteName } from '../modules/module-registry';
import { reportMessage, reportPage } from './report-text';
import { createReporter } from './reporter';

/**
 * What the shell tells the API about the remotes it runs (`pnpm report:errors` shows it): a remote
 * that failed to load or threw while rendering, a call that failed on a remote's page, and each
 * page's web vitals, each with the remote's name and build version. Nothing personal leaves: pages
 * as route patterns, messages scrubbed (report-text.ts), no address, token or student.
 */
const REPORTS_URL = `/api/${reportEndpoints.sendClientReports.path}`;
const SHELL_VERSION = process.env.PORTAL_BUILD ?? 'dev';

const patterns = portalRoutes.map((route) => route.path);

/** A beacon outlives the page (reports are sent as it is hidden); fetch with keepalive where there is none. */
const send = (reports: ClientReport[]): void => {
  const body = JSON.stringify({ reports });
  if (navigator.sendBeacon?.(REPORTS_URL, new Blob([body], { type: 'application/json' }))) return;
  void fetch(REPORTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
};

const reporter = createReporter({ send });

/** The page being shown, and the remote that renders it (the shell for its own pages). */
const currentPage = (): { page: string; remote: string; version: string } => {
  const page = reportPage(window.location.pathname, patterns);
  const owner = portalRoutes.find((route) => route.path === page)?.owner;
  if (owner?.kind !== 'remote') return { page, remote: 'shell', version: SHELL_VERSION };
  return { page, remote: owner.remote, version: remoteVersion(owner.remote) };
};

/** A remote's error boundary caught this: it failed to load (its manifest, entry or contract) or to render. */
export const reportRemoteFailure = (remote: RemoteName, error: unknown): void => {
  reporter.report({
    kind: isLoadFailure(error) ? 'load' : 'render',
    remote,
    version: remoteVersion(remote),
    page: currentPage().page,
    message: reportMessage(error),
  });
};

/** A call that failed on the API's side or never arrived (the API client's onCallFailed). */
export const reportCallFailure = ({
  path,
  status,
  message,
}: {
  path: string;
  status: number | null;
  message: string;
}): void => {
  const call = path.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/:id') ?? '';
  reporter.report({
    kind: 'call',
    ...currentPage(),
    message: reportMessage(`${status ?? 'no answer'} ${call}: ${message}`),
  });
};

const reportVital = (metric: Metric): void => {
  reporter.report({
    kind: 'vital',
    ...currentPage(),
    metric: metric.name as 'LCP' | 'INP' | 'CLS',
    value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
  });
  // The last vitals come as the page is hidden: they cannot wait for the batch.
  if (document.visibilityState === 'hidden') reporter.flush();
};

/**
 * Starts the web vitals and sends what waits whenever the page is hidden. Once, at start-up. The
 * vitals' code runs after the page's load (it reads the browser's buffered entries, so nothing is
 * missed). Its 3.6 KB come with the first load's files (tooling/webpack/index.mjs, `alsoChunks`): asked
 * for on their own after the load, they were the last request of a phone's first load (ADR 014).
 */
export const startReporting = (): void => {
  const startVitals = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onLCP(reportVital);
      onINP(reportVital);
      onCLS(reportVital);
    });
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
};
