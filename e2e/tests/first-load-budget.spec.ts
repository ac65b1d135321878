import {
  checkBudgets,
  FIRST_LOAD_PAGES,
  firstLoadReport,
  measureFirstLoad,
  readBudgets,
} from '../../scripts/lib/first-load.mjs';
import { demoPaths } from '../../scripts/lib/portal-routes.mjs';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { mainStack } from '../support/ports';

/**
 * The first-load budgets of budgets.json (the repository root), for every route: the compressed JavaScript
 * and CSS a first visit downloads before a page shows its content, in total and per remote.
 * `pnpm measure:bundle` prints the same figures.
 */
const budgets = readBudgets();

for (const firstPage of FIRST_LOAD_PAGES) {
  test(`first-load JavaScript and CSS of ${firstPage.pattern} stay within budgets.json`, async ({ page }) => {
    // Playwright gives every test a new browser context: an empty cache, as on a first visit.
    const pathOf = await demoPaths(`http://localhost:${mainStack.api}/api`);
    if (firstPage.signedInAs) await signInThroughApi(page, firstPage.signedInAs);
    const measured = await measureFirstLoad(page, {
      shellUrl: `http://localhost:${mainStack.shell}`,
      path: pathOf(firstPage.pattern),
    });
    const checks = checkBudgets(budgets, firstPage.pattern, measured);
    expect(checks.length, `budgets.json has no budget for ${firstPage.pattern}`).toBeGreaterThan(0);
    const over = checks.filter((check) => check.over).map((check) => check.name);
    expect(over, `over budget:\n${firstLoadReport(firstPage, measured, budgets)}\n`).toEqual([]);
  });
}
