// `pnpm measure:bundle`: JavaScript and CSS bytes (compressed, as sent) that a first visit loads
// before each route shows its content (the catalog as a visitor, the rest as the demo student), split
// into shell, shared singletons and remote, against budgets.json. A report, not a test (the test is
// e2e/tests/first-load-budget.spec.ts). Needs production builds (`pnpm build`) and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signInThroughApi, signedInContext } from './lib/demo-session.mjs';
import { FIRST_LOAD_PAGES, firstLoadReport, measureFirstLoad, readBudgets } from './lib/first-load.mjs';
import { demoPaths } from './lib/portal-routes.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const ports = { api: 4800, shell: 4810 };

const budgets = readBudgets();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-'));
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const reports = [];
  const pathOf = await demoPaths(`${stack.apiOrigin}/api`);
  const only = process.env.MEASURE_ONLY?.split(',') ?? [];
  const pages = FIRST_LOAD_PAGES.filter(
    (page) => only.length === 0 || only.some((word) => page.pattern.includes(word)),
  );
  for (const firstPage of pages) {
    // A first visit: a new context, with an empty cache.
    const context = firstPage.signedInAs
      ? await signedInContext(browser, await signInThroughApi(stack.shellUrl, firstPage.signedInAs))
      : await browser.newContext();
    const measured = await measureFirstLoad(await context.newPage(), {
      shellUrl: stack.shellUrl,
      path: pathOf(firstPage.pattern),
    });
    reports.push(firstLoadReport(firstPage, measured, budgets));
    await context.close();
  }
  console.log(reports.join('\n\n'));
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
