// `pnpm measure:long-tasks`: where a phone's main thread is blocked while each route loads. Every route
// of the six remotes (as `pnpm measure:lighthouse` visits them: the catalog signed out, the rest signed in
// as the demo student) is loaded RUNS times in a new browser context with the CPU slowed four times, as
// Lighthouse's mobile profile assumes, while Chromium traces the page's main thread. Per route it prints
// the median of the blocking time (each task's time past 50 ms, summed: what Lighthouse's TBT counts
// between first paint and quiet) and the longest tasks with what ran in them (a script's evaluation, a
// function call from a script, a timer, a style sheet's parsing, layout). A report, not a test.
// Needs production builds (`pnpm build`) and the headless shell or Chromium.
// MEASURE_PORT_BASE (default 4960) moves the stack, LONG_TASKS_RUNS (default 3) changes the runs,
// LONG_TASKS_ONLY=profile,account keeps the routes whose path has one of the words.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, headlessBrowserPath } from './lib/chromium.mjs';
import { signedInContext, signInThroughApi } from './lib/demo-session.mjs';
import { LONG_TASK_MS, longTasks, mainThreadTasks } from './lib/long-tasks.mjs';
import { DEMO_STUDENT, measuredRoutes } from './lib/portal-routes.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';
import { median } from './lib/timing.mjs';

const base = Number(process.env.MEASURE_PORT_BASE ?? 4960);
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3);
const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** One load of a route: its blocking time and its longest tasks. */
const loadOnce = async (browser, url, session) => {
  const context = session ? await signedInContext(browser, session, PHONE) : await browser.newContext(PHONE);
  const traceFile = path.join(tmpdir(), `portal-long-tasks-${process.pid}.json`);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      path: traceFile,
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page's replies render after the network goes quiet; at 4x that takes a while.
    await page.waitForTimeout(3000);
    await browser.stopTracing();
    return longTasks(mainThreadTasks(JSON.parse(readFileSync(traceFile, 'utf8'))));
  } finally {
    await context.close();
    rmSync(traceFile, { force: true });
  }
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-long-tasks-'));
const stack = await startPortalStack({ ports: { api: base, shell: base + 10 }, dataDir, quiet: true });
const browser = await chromium.launch({ executablePath: headlessBrowserPath(), args: CHROMIUM_ARGS });
try {
  const only = process.env.LONG_TASKS_ONLY?.split(',') ?? [];
  const routes = (await measuredRoutes(`${stack.apiOrigin}/api`)).filter(
    (route) => only.length === 0 || only.some((word) => route.path.includes(word)),
  );
  const session = await signInThroughApi(stack.shellUrl, DEMO_STUDENT);
  const rows = [];
  console.log(
    `Main-thread tasks over ${LONG_TASK_MS} ms, CPU slowed ${CPU_SLOWDOWN}x, ${RUNS} loads per route:\n`,
  );
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await loadOnce(browser, `${stack.shellUrl}${route.path}`, route.signedInAs ? session : null));
    }
    const blocking = median(runs.map((run) => run.blocking));
    const count = median(runs.map((run) => run.count));
    const typical = runs.find((run) => run.blocking === blocking) ?? runs[0];
    const longest = typical.longest.map((task) => `${Math.round(task.ms)} ms (${task.what})`).join(', ');
    console.log(
      `${route.path.padEnd(26)} blocking ${String(Math.round(blocking)).padStart(5)} ms in ${count} tasks; longest: ${longest}`,
    );
    rows.push(`| \`${route.path}\` | ${Math.round(blocking)} ms | ${count} | ${longest} |`);
  }
  console.log(
    [
      '',
      '| route | blocking (median) | long tasks | longest, in the median load |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
