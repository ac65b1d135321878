import {
  checkBudgets,
  FIRST_LOAD_PAGES,
  firstLoadReport,
  measureFirstLoad,
  readBudgets,
} from '../../scripts/lib/first-load.mjs';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { mainStack } from '../support/ports';

/**
 * The first-load budgets of budgets.json (the repository root): the gzip JavaScript a first visit
 * downloads before a page shows its content, in total and per remote. `pnpm measure:bundle` prints the
 * same figures.
 */
const budgets = readBudgets();

for (const firstPage of FIRST_LOAD_PAGES) {
  test(`first-load JavaScript of ${firstPage.path} stays within budgets.json`, async ({ page }) => {
    // Playwright gives every test a new browser context: an empty cache, as on a first visit.
    if (firstPage.signedInAs) await signInThroughApi(page, firstPage.signedInAs);
    const measured = await measureFirstLoad(page, {
      shellUrl: `http://localhost:${mainStack.shell}`,
      firstPage,
    });
    const checks = checkBudgets(budgets, firstPage.path, measured);
    expect(checks.length, `budgets.json has no budget for ${firstPage.path}`).toBeGreaterThan(0);
    const over = checks.filter((check) => check.over).map((check) => check.name);
    expect(over, `over budget:\n${firstLoadReport(firstPage, measured, budgets)}\n`).toEqual([]);
  });
}
