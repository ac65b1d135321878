// `node scripts/measure-browse.mjs`: the catalog at scale. A report, not a test.
// Needs production builds of the shell and remote-browse (`node scripts/build.mjs shell remote-browse`)
// and Chromium. Starts its own stack on MEASURE_PORT_BASE (default 5680: API, +10 shell, +11 remote-browse)
// with a fresh database seeded with the large catalog (SEED_LARGE_CATALOG=1: 5,200 classes), then measures:
//   1. navigation to /category/{id} (a category with 500+ classes) until its course cards are rendered,
//      as a first visit (full page load) and as an in-app navigation from /categories;
//   2. long tasks (PerformanceObserver 'longtask', Chromium) while those pages render;
//   3. the API under 50 concurrent clients on loopback, a bounded number of calls each: median and p95
//      latency of the category call and of the search call, with the catalog read cache (the default)
//      and without it (a second API on MEASURE_PORT_BASE + 5 with BROWSE_READ_CACHE_TTL_MS=0).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { startApi } from './lib/api-process.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const base = Number(process.env.MEASURE_PORT_BASE ?? 5680);
const ports = { api: base, shell: base + 10 };
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const CLIENTS = 50;
const CALLS_PER_CLIENT = 20;
const LONG_TASK_MS = 200;
const SEARCHES = [
  'weld',
  'nursing',
  'Large',
  'Essentials',
  'python',
  'Intensive 4',
  'Lab 12',
  'care',
  'zzz-none',
];

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
};
const ms = (value) => `${value.toFixed(0)} ms`;

const json = async (url) => {
  const reply = await fetch(url);
  const body = await reply.json();
  if (body.result !== 'ok') throw new Error(`${url}: ${body.errorMessage}`);
  return body.data;
};

/** Collects long tasks from the first moment of every document. */
const LONG_TASK_PROBE = () => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    window.__longTasks = null; // not Chromium
  }
};

/** CLIENTS concurrent clients on loopback, CALLS_PER_CLIENT calls each, alternating category and search. */
const loadTest = async (apiBase, categoryIds) => {
  const latencies = { category: [], search: [] };
  let failures = 0;
  const client = async (n) => {
    for (let call = 0; call < CALLS_PER_CLIENT; call++) {
      const kind = call % 2 === 0 ? 'category' : 'search';
      const url =
        kind === 'category'
          ? `${apiBase}/course_category/${categoryIds[(n + call) % categoryIds.length]}/courses_and_pathways`
          : `${apiBase}/search?q=${encodeURIComponent(SEARCHES[(n + call) % SEARCHES.length])}`;
      const started = performance.now();
      const reply = await fetch(url);
      await reply.arrayBuffer();
      latencies[kind].push(performance.now() - started);
      if (!reply.ok) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return { latencies, failures, elapsed: performance.now() - started };
};

const report = (title, { latencies, failures, elapsed }) => {
  const calls = CLIENTS * CALLS_PER_CLIENT;
  console.log(
    `API under ${CLIENTS} concurrent clients, ${CALLS_PER_CLIENT} calls each, ${title}:\n` +
      `  ${calls} calls in ${ms(elapsed)} (${(calls / (elapsed / 1000)).toFixed(0)} calls/s, ${failures} failed)`,
  );
  for (const [kind, values] of Object.entries(latencies)) {
    const label = kind === 'category' ? 'category (courses_and_pathways)' : 'search (?q=)';
    console.log(
      `  ${label.padEnd(32)} median ${ms(quantile(values, 0.5)).padStart(8)}   p95 ${ms(quantile(values, 0.95)).padStart(8)}`,
    );
  }
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-browse-'));
console.log(`Starting the stack with the large catalog (API :${ports.api}, shell :${ports.shell}) ...`);
const seedStarted = performance.now();
const stack = await startPortalStack({ ports, dataDir, quiet: true, apiEnv: { SEED_LARGE_CATALOG: '1' } });
console.log(`  ready in ${ms(performance.now() - seedStarted)} (migrate, seed, large catalog, start)\n`);
const api = `${stack.apiOrigin}/api`;
let browser;
try {
  // ------------------------------------------------------------------ the data
  const { categories } = await json(`${api}/course_categories/`);
  const sizes = await Promise.all(
    categories.map(async (category) => {
      const items = await json(`${api}/course_category/${category.id}/courses_and_pathways`);
      const classes = items.courses.reduce((sum, course) => sum + course.classCount, 0);
      return { category, courses: items.courses.length, pathways: items.pathways.length, classes };
    }),
  );
  const total = sizes.reduce((sum, size) => sum + size.classes, 0);
  const target = sizes.sort((a, b) => b.classes - a.classes)[0];
  if (!target || target.classes < 500)
    throw new Error('no category with 500+ classes: is the large catalog seeded?');
  console.log(
    `Catalog: ${categories.length} categories, ${total} class listings (a course in two categories counts twice).`,
  );
  console.log(
    `Measured category: "${target.category.title}" (/category/${target.category.id}): ${target.courses} courses, ` +
      `${target.pathways} pathways, ${target.classes} classes.\n`,
  );

  // ------------------------------------------------------------------ rendering
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const categoryUrl = `${stack.shellUrl}/category/${target.category.id}`;
  const coursesRendered = (page) =>
    page
      .getByRole('main')
      .getByRole('region', { name: 'Courses', exact: true })
      .getByRole('article')
      .first()
      .waitFor();

  const firstVisit = [];
  const inApp = [];
  const longTasks = [];
  const baselineTasks = [];
  for (let run = 0; run < RUNS; run++) {
    // Baseline: a first visit to /categories, so that the portal's own start-up (shell, React, antd)
    // can be told apart from what rendering a big category adds.
    const baseline = await browser.newContext();
    await baseline.addInitScript(LONG_TASK_PROBE);
    const basePage = await baseline.newPage();
    await basePage.goto(`${stack.shellUrl}/categories`);
    await basePage
      .getByRole('main')
      .getByRole('link', { name: target.category.title, exact: true })
      .waitFor();
    baselineTasks.push(...(await basePage.evaluate(() => window.__longTasks ?? [])));
    await baseline.close();

    // A first visit: a new browser context (empty cache and localStorage).
    const context = await browser.newContext();
    await context.addInitScript(LONG_TASK_PROBE);
    const page = await context.newPage();
    let started = performance.now();
    await page.goto(categoryUrl);
    await coursesRendered(page);
    firstVisit.push(performance.now() - started);
    longTasks.push(
      ...(await page.evaluate(() => window.__longTasks ?? [])).map((t) => ({ ...t, where: 'first visit' })),
    );

    // In the app: from /categories, click the category.
    await page.goto(`${stack.shellUrl}/categories`);
    const link = page.getByRole('main').getByRole('link', { name: target.category.title, exact: true });
    await link.waitFor();
    await page.evaluate(() => (window.__longTasks = window.__longTasks && []));
    started = performance.now();
    await link.click();
    await coursesRendered(page);
    inApp.push(performance.now() - started);
    longTasks.push(
      ...(await page.evaluate(() => window.__longTasks ?? [])).map((t) => ({ ...t, where: 'in-app' })),
    );

    // Paging through the big list stays responsive too.
    await page.evaluate(() => (window.__longTasks = window.__longTasks && []));
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Courses', exact: true })
      .getByRole('listitem', { name: '2' })
      .click();
    await page.waitForTimeout(300);
    longTasks.push(
      ...(await page.evaluate(() => window.__longTasks ?? [])).map((t) => ({ ...t, where: 'page 2' })),
    );
    await context.close();
  }
  const over = longTasks.filter((task) => task.duration > LONG_TASK_MS);
  const baselineOver = baselineTasks.filter((task) => task.duration > LONG_TASK_MS);
  console.log(`Navigation to a rendered /category/${target.category.id} (${RUNS} runs, median / worst):`);
  console.log(
    `  first visit (full page load, cold cache)  ${ms(quantile(firstVisit, 0.5))} / ${ms(Math.max(...firstVisit))}`,
  );
  console.log(
    `  in-app, from /categories                  ${ms(quantile(inApp, 0.5))} / ${ms(Math.max(...inApp))}`,
  );
  console.log(
    `Long tasks while rendering: ${longTasks.length} over 50 ms (longest ${ms(Math.max(0, ...longTasks.map((t) => t.duration)))}), ` +
      `${over.length} over ${LONG_TASK_MS} ms${over.length ? `: ${over.map((t) => `${t.where} ${ms(t.duration)}`).join(', ')}` : ''}`,
  );
  console.log(
    `  baseline, a first visit to /categories (the portal starting up): ${baselineOver.length} over ${LONG_TASK_MS} ms` +
      `${baselineOver.length ? ` (${baselineOver.map((t) => ms(t.duration)).join(', ')})` : ''}\n`,
  );

  // ------------------------------------------------------------------ the API under load
  const categoryIds = sizes.map((size) => size.category.id);
  await browser.close();
  browser = undefined;
  report('with the catalog read cache (the default, 30 s)', await loadTest(api, categoryIds));
  // The same load on an API with the read cache off: what the database alone gives.
  const uncachedDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-browse-nocache-'));
  const uncached = await startApi({
    port: base + 5,
    dataDir: uncachedDir,
    quiet: true,
    env: { SEED_LARGE_CATALOG: '1', BROWSE_READ_CACHE_TTL_MS: '0' },
  });
  try {
    report(
      'with the read cache off (BROWSE_READ_CACHE_TTL_MS=0)',
      await loadTest(`${uncached.origin}/api`, categoryIds),
    );
  } finally {
    await uncached.stop();
    rmSync(uncachedDir, { recursive: true, force: true });
  }
} finally {
  await browser?.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
