// First-load bytes: the JavaScript and CSS a first visit downloads (compressed, as sent: the build's brotli copies) before a
// page shows its content, split into the shell's own code, the shared singletons and each remote. Used by
// `pnpm measure:bundle` (a report) and e2e/tests/first-load-budget.spec.ts (fails over budget); the
// budgets are in budgets.json at the repository root.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_INDEX } from '../../tooling/webpack/first-load-files-plugin.mjs';
import { portalRoutes } from './portal-routes.mjs';
import { REMOTES, remotePort } from './portal-stack.mjs';
import { repoRoot } from './run.mjs';

export const BUDGET_FILE = path.join(repoRoot, 'budgets.json');
const KB = 1024;

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The pages measured on a first visit (a new browser context: empty cache): every route, as a visitor
 * or the demo student (scripts/lib/portal-routes.mjs). A page has "shown" when its main heading is
 * there, no loading placeholder is left and the network is quiet.
 */
export const FIRST_LOAD_PAGES = portalRoutes();

/** @param {import('@playwright/test').Page} page */
const pageShown = async (page) => {
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page
    .getByRole('status', { name: /^Loading/ })
    .first()
    .waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
};

/**
 * budgets.json: KB (1,024 bytes) of JavaScript and CSS per page, compressed as sent, `totalKB` for everything the page loads
 * and `remotesKB` for a remote's share; `aimKB` is where the total in gzip (level 9) should get to (reported, not checked).
 * @returns {{ tolerancePercent: number, pages: Record<string, { aimKB?: number, totalKB?: number, remotesKB?: Record<string, number> }> }}
 */
export const readBudgets = () => JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));

/**
 * Files of the shell's build that hold a shared singleton's own module, from its federation manifest.
 * Chunks that webpack split out of a library (antd's internals, for example) count as the shell's.
 * @returns {Map<string, string>} file name → package
 */
export const sharedFiles = (shellDist = path.join(repoRoot, 'shell/dist')) => {
  const manifest = JSON.parse(readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  return new Map(
    manifest.shared.flatMap((entry) =>
      [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => [file, entry.name]),
    ),
  );
};

/**
 * Records every script and style sheet a page downloads from now on. Call before `page.goto`; the
 * returned function resolves to them with their encoded (as sent) body sizes.
 * @param {import('@playwright/test').Page} page
 * @returns {() => Promise<{ url: string, bytes: number }[]>}
 */
export const recordScripts = (page) => {
  /** @type {Promise<{ url: string, bytes: number }>[]} */
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' && request.resourceType() !== 'stylesheet') return;
    pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  return () => Promise.all(pending);
};

/**
 * The shell's first-load files and, for each, the share of its bytes that is each chunk file it holds
 * (tooling/webpack/first-load-files-plugin.mjs writes its index, `first-load.json`): by the chunk files' own
 * compressed sizes, as the build wrote them.
 * @returns {Map<string, { file: string, share: number }[]>}
 */
export const firstLoadShares = (shellDist = path.join(repoRoot, 'shell/dist')) => {
  const index = path.join(shellDist, FIRST_LOAD_INDEX);
  if (!existsSync(index)) return new Map();
  const sizeOf = (file) => {
    const copy = path.join(shellDist, `${file}.br`);
    return statSync(existsSync(copy) ? copy : path.join(shellDist, file)).size;
  };
  return new Map(
    Object.entries(JSON.parse(readFileSync(index, 'utf8'))).map(([name, files]) => {
      const sizes = files.map(sizeOf);
      const sum = sizes.reduce((total, size) => total + size, 0);
      return [name, files.map((file, at) => ({ file, share: sizes[at] / sum }))];
    }),
  );
};

/**
 * Sorts scripts into groups: `shell`, `shared singletons` (files of the shell's build that the manifest
 * lists for a shared module) and one group per remote, by the origin it was served from. A first-load
 * file's bytes go to the groups of the chunk files it holds, in their shares.
 * @param {{ url: string, bytes: number }[]} scripts
 * @param {{ shellPort: number, shared?: Map<string, string>, firstLoad?: ReturnType<typeof firstLoadShares> }} options
 */
export const groupScripts = (
  scripts,
  { shellPort, shared = sharedFiles(), firstLoad = firstLoadShares() },
) => {
  const remoteByPort = new Map(REMOTES.map((remote) => [remotePort(shellPort, remote), remote.folder]));
  /** @type {Record<string, number>} */
  const groups = { shell: 0, 'shared singletons': 0 };
  const rows = [];
  for (const { url, bytes } of scripts) {
    const { port, pathname } = new URL(url);
    const file = pathname.slice(1);
    const remote = remoteByPort.get(Number(port));
    const parts = remote ? undefined : firstLoad.get(file);
    if (parts) {
      for (const part of parts) {
        const group = shared.has(part.file) ? 'shared singletons' : 'shell';
        groups[group] += bytes * part.share;
      }
      rows.push({ file, group: 'shell', bytes, package: `first load: ${parts.length} chunks` });
      continue;
    }
    const group = remote ?? (shared.has(file) ? 'shared singletons' : 'shell');
    groups[group] = (groups[group] ?? 0) + bytes;
    rows.push({ file, group, bytes, package: remote ? '' : (shared.get(file) ?? '') });
  }
  rows.sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  return { groups, total, rows };
};

/**
 * Loads a page at `path` in a page of a fresh browser context (signed in first when its route says so)
 * and measures the JavaScript and CSS it loaded until it showed its content and the network went quiet.
 * @param {import('@playwright/test').Page} page
 * @param {{ shellUrl: string, path: string }} options
 */
export const measureFirstLoad = async (page, { shellUrl, path: pagePath }) => {
  const scripts = recordScripts(page);
  await page.goto(new URL(pagePath, shellUrl).href);
  await pageShown(page);
  return groupScripts(await scripts(), { shellPort: Number(new URL(shellUrl).port) });
};

/**
 * The figures of one page that budgets.json limits, each with its limit (budget + tolerance).
 * @param {ReturnType<typeof readBudgets>} budgets
 * @param {string} pagePath
 * @param {ReturnType<typeof groupScripts>} measured
 */
export const checkBudgets = (budgets, pagePath, measured) => {
  const budget = budgets.pages[pagePath] ?? {};
  const factor = 1 + budgets.tolerancePercent / 100;
  const figures = [
    ...(budget.totalKB === undefined
      ? []
      : [{ name: 'total', bytes: measured.total, budgetKB: budget.totalKB }]),
    ...Object.entries(budget.remotesKB ?? {}).map(([remote, budgetKB]) => ({
      name: remote,
      bytes: measured.groups[remote] ?? 0,
      budgetKB,
    })),
  ];
  return figures.map((figure) => {
    const limit = figure.budgetKB * KB * factor;
    return { ...figure, limit, over: figure.bytes > limit };
  });
};

/**
 * The same files in gzip at level 9, from the builds' own files: the measure the aim of ADR 014 is
 * stated in (the budgets are as sent, in brotli).
 * @param {ReturnType<typeof groupScripts>} measured
 */
export const gzipTotal = (measured) =>
  measured.rows.reduce((sum, row) => {
    const app = row.group.startsWith('remote-') ? row.group : 'shell';
    return sum + gzipSync(readFileSync(path.join(repoRoot, app, 'dist', row.file)), { level: 9 }).length;
  }, 0);

/**
 * A report of one page: the groups, the total (with its gzip and the aim), each budget and the largest files.
 * @param {(typeof FIRST_LOAD_PAGES)[number]} firstPage
 * @param {ReturnType<typeof groupScripts>} measured
 * @param {ReturnType<typeof readBudgets>} budgets
 */
export const firstLoadReport = (firstPage, measured, budgets, { largest = 10 } = {}) => {
  const budget = budgets.pages[firstPage.pattern] ?? {};
  const checks = checkBudgets(budgets, firstPage.pattern, measured);
  const who = firstPage.signedInAs ? `, signed in as ${firstPage.signedInAs}` : '';
  const lines = [
    `JavaScript and CSS loaded before ${firstPage.pattern} shows (compressed, as sent; ${measured.rows.length} files${who}):`,
    ...Object.entries(measured.groups).map(
      ([group, bytes]) => `  ${group.padEnd(18)} ${kb(bytes).padStart(10)}`,
    ),
    `  ${'total'.padEnd(18)} ${kb(measured.total).padStart(10)}   (gzip level 9: ${kb(gzipTotal(measured))}` +
      (budget.aimKB === undefined ? ')' : `, its aim: at most ${budget.aimKB} KB)`),
    `Budgets (${path.basename(BUDGET_FILE)}, fails above budget + ${budgets.tolerancePercent}%):`,
    ...checks.map(
      (check) =>
        `  ${check.name.padEnd(18)} ${kb(check.bytes).padStart(10)}   budget ${check.budgetKB} KB, limit ${kb(check.limit)}` +
        (check.over ? '   OVER BUDGET' : '   ok'),
    ),
    'Largest files:',
    ...measured.rows
      .slice(0, largest)
      .map((row) =>
        `  ${kb(row.bytes).padStart(10)}  ${row.group.padEnd(18)} ${row.file} ${row.package}`.trimEnd(),
      ),
  ];
  return lines.join('\n');
};
