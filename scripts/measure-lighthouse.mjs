// `pnpm measure:lighthouse`: Lighthouse's performance figures of the production builds, as a phone sees
// them (Lighthouse's defaults: the mobile form factor and simulated throttling), RUNS runs per page, on
// every route of the six remotes (scripts/lib/portal-routes.mjs: the catalog signed out, the rest signed
// in as the demo student). Prints the median and the min-max range of the score, FCP, LCP, TBT, CLS and
// Speed Index per route, then one Markdown table of the medians (the README's performance section).
// A report, not a test.
// Needs production builds (`pnpm build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
// Starts its own stack on MEASURE_PORT_BASE (default 4900: API, + 10 shell, + 11... remotes).
// LIGHTHOUSE_RUNS (default 3) changes the runs per page, LIGHTHOUSE_ONLY=profile,account keeps the pages whose
// path has one of the words,
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full JSON report there (long tasks, LCP element, shifts),
// LIGHTHOUSE_LCP_CHAIN=1 prints, for each run, where the simulated LCP's time went: the requests of
// Lighthouse's estimate that ended last, with their simulated start and end (what to cut next).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import {
  putInLocalStorage,
  SESSION_STORAGE_KEY,
  signInThroughApi,
  storedSession,
} from './lib/demo-session.mjs';
import { DEMO_STUDENT, measuredRoutes } from './lib/portal-routes.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { median } from './lib/timing.mjs';

const base = Number(process.env.MEASURE_PORT_BASE ?? 4900);
const ports = { api: base, shell: base + 10 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const METRICS = [
  { audit: 'first-contentful-paint', label: 'FCP', format: 'ms' },
  { audit: 'largest-contentful-paint', label: 'LCP', format: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', format: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', format: 'cls' },
  { audit: 'speed-index', label: 'Speed Index', format: 'ms' },
];

const formats = {
  score: (value) => String(Math.round(value)),
  ms: (value) => `${Math.round(value).toLocaleString('en')} ms`,
  cls: (value) => value.toFixed(3),
};
const line = (label, values, format) =>
  `  ${label.padEnd(18)} ${format(median(values)).padStart(9)}   (${format(Math.min(...values))} – ${format(Math.max(...values))})`;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The simulated LCP's last requests: Lighthouse estimates LCP by replaying the page's requests and
 * main-thread tasks on a phone's link and CPU, and the estimate ends with the last of them to finish.
 * Printed from the pessimistic estimate (every request begun before the observed LCP).
 */
const printLcpChain = async ({ artifacts, lhr }, last = 8) => {
  const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  const requests = [...pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'network')
    .sort(([, a], [, b]) => a.endTime - b.endTime)
    .slice(-last);
  console.log(
    `\n  simulated LCP ${Math.round(pessimisticEstimate.timeInMs)} ms; the requests that ended last:`,
  );
  for (const [node, { startTime, endTime }] of requests) {
    const { url, transferSize } = node.request;
    console.log(
      `    ${String(Math.round(startTime)).padStart(5)} – ${String(Math.round(endTime)).padStart(5)} ms  ${url} (${transferSize} B)`,
    );
  }
};
/** The medians of every page, as the README's performance section shows them. */
const markdownTable = (reports) => {
  const rows = reports.map(({ target, runs }) => {
    const of = (key) => median(runs.map((run) => run[key]));
    const scores = runs.map((run) => run.score);
    return [
      `\`${target.path}\`${target.session ? ' (signed in)' : ''}`,
      `${Math.round(of('score'))} (${Math.round(Math.min(...scores))}–${Math.round(Math.max(...scores))})`,
      seconds(of('first-contentful-paint')),
      seconds(of('largest-contentful-paint')),
      `${Math.round(of('total-blocking-time'))} ms`,
      of('cumulative-layout-shift').toFixed(3),
    ];
  });
  const header = ['route', 'score (range)', 'FCP', 'LCP', 'TBT', 'CLS'];
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
console.log(`Starting the stack (API :${ports.api}, shell :${ports.shell}) ...`);
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let chrome;
try {
  const only = process.env.LIGHTHOUSE_ONLY?.split(',') ?? [];
  const routes = (await measuredRoutes(`${stack.apiOrigin}/api`)).filter(
    (route) => only.length === 0 || only.some((word) => route.path.includes(word)),
  );
  const session = await signInThroughApi(stack.shellUrl, DEMO_STUDENT);
  const pages = routes.map((route) => ({
    path: route.path,
    ...(route.signedInAs ? { session, note: `signed in as ${route.signedInAs}` } : {}),
  }));
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });

  /**
   * Every run starts as a first visit: the cache and the shell origin's storage are cleared here (as
   * Lighthouse itself would, but it runs with disableStorageReset so that a signed-in page keeps the
   * session), then the session goes into localStorage where the portal reads it.
   */
  const prepare = async (pageSession) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${stack.shellUrl}/remotes.json`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: stack.shellUrl, storageTypes: 'all' });
      if (pageSession)
        await page.evaluate(putInLocalStorage, {
          key: SESSION_STORAGE_KEY,
          value: storedSession(pageSession),
        });
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      await browser.close();
    }
  };

  const reports = [];
  for (const target of pages) {
    const url = `${stack.shellUrl}${target.path}`;
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      await prepare(target.session);
      process.stdout.write(`Lighthouse ${target.path} run ${run}/${RUNS} ... `);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = `${target.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${run}.json`;
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
      }
      if (process.env.LIGHTHOUSE_LCP_CHAIN) await printLcpChain(result);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== target.path) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
      if (target.session) {
        // Signed in: the page's own API calls went out with the session's token and succeeded.
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        if (!requests.some((request) => request.url.includes('/api/student/') && request.statusCode === 200))
          throw new Error(`${url}: no signed-in API call succeeded (was the session in localStorage?)`);
      }
      const score = (lhr.categories.performance?.score ?? NaN) * 100;
      runs.push({
        score,
        ...Object.fromEntries(METRICS.map(({ audit }) => [audit, lhr.audits[audit]?.numericValue ?? NaN])),
        warnings: lhr.runWarnings,
        version: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
        throttling: lhr.configSettings.throttlingMethod,
      });
      console.log(`score ${Math.round(score)}`);
    }
    reports.push({ target, runs });
  }

  const first = reports[0].runs[0];
  console.log(
    `\nLighthouse ${first.version}, ${first.formFactor} form factor, ${first.throttling}d throttling, ` +
      `${RUNS} runs per page: median (min – max)`,
  );
  for (const { target, runs } of reports) {
    console.log(`\n${target.path}${target.note ? ` (${target.note})` : ''}`);
    console.log(
      line(
        'performance score',
        runs.map((run) => run.score),
        formats.score,
      ),
    );
    for (const metric of METRICS)
      console.log(
        line(
          metric.label,
          runs.map((run) => run[metric.audit]),
          formats[metric.format],
        ),
      );
    const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
    for (const warning of warnings) console.log(`  warning: ${warning}`);
  }
  console.log(`\n${markdownTable(reports)}`);
} finally {
  await chrome?.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
