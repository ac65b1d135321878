// `pnpm measure:lighthouse`: Lighthouse's performance figures of the production builds, as a phone sees
// them (Lighthouse's defaults: the mobile form factor and simulated throttling), RUNS runs per page, on
// /categories, a category page, a course page and /profile signed in as a demo student. Prints the
// median and the min-max range of the score, FCP, LCP, TBT, CLS and Speed Index. A report, not a test.
// Needs production builds (`pnpm build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
// Starts its own stack on MEASURE_PORT_BASE (default 4900: API, + 10 shell, + 11... remotes).
// LIGHTHOUSE_RUNS (default 3) changes the runs per page, LIGHTHOUSE_ONLY=profile keeps the pages whose path has it,
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full JSON report there (long tasks, LCP element, shifts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  putInLocalStorage,
  SESSION_STORAGE_KEY,
  signInThroughApi,
  storedSession,
} from './lib/demo-session.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';

const base = Number(process.env.MEASURE_PORT_BASE ?? 4900);
const ports = { api: base, shell: base + 10 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const STUDENT = 'student@demo.school';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const METRICS = [
  { audit: 'first-contentful-paint', label: 'FCP', format: 'ms' },
  { audit: 'largest-contentful-paint', label: 'LCP', format: 'ms' },
  { audit: 'total-blocking-time', label: 'TBT', format: 'ms' },
  { audit: 'cumulative-layout-shift', label: 'CLS', format: 'cls' },
  { audit: 'speed-index', label: 'Speed Index', format: 'ms' },
];

const json = async (url) => {
  const reply = await fetch(url);
  const body = await reply.json();
  if (body.result !== 'ok') throw new Error(`${url}: ${body.errorMessage}`);
  return body.data;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const formats = {
  score: (value) => String(Math.round(value)),
  ms: (value) => `${Math.round(value).toLocaleString('en')} ms`,
  cls: (value) => value.toFixed(3),
};
const line = (label, values, format) =>
  `  ${label.padEnd(18)} ${format(median(values)).padStart(9)}   (${format(Math.min(...values))} – ${format(Math.max(...values))})`;

/** A category with courses and one of its courses, from the API. */
const catalogPaths = async (api) => {
  const { categories } = await json(`${api}/course_categories/`);
  for (const category of categories) {
    const { courses } = await json(`${api}/course_category/${category.id}/courses_and_pathways`);
    if (courses.length > 0)
      return {
        category: `/category/${category.id}`,
        course: `/category/${category.id}/course/${courses[0].id}`,
      };
  }
  throw new Error('no category with courses in the demo school');
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
console.log(`Starting the stack (API :${ports.api}, shell :${ports.shell}) ...`);
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let chrome;
try {
  const paths = await catalogPaths(`${stack.apiOrigin}/api`);
  const session = await signInThroughApi(stack.shellUrl, STUDENT);
  const pages = [
    { path: '/categories' },
    { path: paths.category },
    { path: paths.course },
    { path: '/profile', session, note: `signed in as ${STUDENT}` },
  ].filter((page) => !process.env.LIGHTHOUSE_ONLY || page.path.includes(process.env.LIGHTHOUSE_ONLY));
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
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== target.path) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
      if (target.session) {
        // Signed in: the profile's own API calls went out with the session's token and succeeded.
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
} finally {
  await chrome?.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
