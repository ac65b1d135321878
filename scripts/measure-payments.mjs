// `pnpm measure:payments`: the two figures of remote-payments. (1) The JavaScript (gzip, as sent) a
// student's browser fetches when /checkout is first opened from /categories (the header's cart, then
// Checkout: a client-side navigation), split into remote-payments' share and the rest. (2) The time
// from pressing Pay to 'Payment completed!' against the local API and its simulated gateway, over
// several checkouts (each by a test student of its own, with the cart class in the cart). A report,
// not a test. Needs production builds (`pnpm build`) and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { signInThroughApi, signedInContext } from './lib/demo-session.mjs';
import { checkBudgets, groupScripts, kb, readBudgets, recordScripts } from './lib/first-load.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';

const ports = { api: 4820, shell: 4830 };
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const CART_CLASS_ID = 36; // ENR-110-A, the class the demo school sells through the cart
const TEST_PASSWORD = 'Tester#2026';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-payments-'));
const stack = await startPortalStack({
  ports,
  dataDir,
  quiet: true,
  apiEnv: { TEST_STUDENTS: String(ROUNDS + 1) },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A test student signed in, with the cart class in the cart, in a fresh context (empty cache). */
const studentWithCart = async (index) => {
  const session = await signInThroughApi(stack.shellUrl, `student${index}@e2e.test`, TEST_PASSWORD);
  const reply = await fetch(new URL('/api/cart/add', stack.shellUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ venueId: CART_CLASS_ID, venueType: 'CLASS' }),
  });
  if ((await reply.json()).result !== 'ok') throw new Error('could not add the cart class');
  return signedInContext(browser, session);
};

/** /categories, then the header's cart and Checkout, until Pay shows. */
const openCheckoutFromCategories = async (page) => {
  await page.goto(new URL('/categories', stack.shellUrl).href);
  await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = recordScripts(page);
  await page.getByRole('button', { name: /^Cart, / }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
  await page.waitForLoadState('networkidle');
  return scripts;
};

const fillCard = async (page) => {
  await page.getByLabel('Name on card').fill('Casey Tester');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiration (MM/YY)').fill('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Address', { exact: true }).fill('12 Elm Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption({ label: 'Illinois' });
  await page.getByLabel('Billing zip code').fill('62704');
  await page.getByLabel('Phone').fill('5551234567');
};

/** Pay, timed in the page: from the click to the first frame with 'Payment completed!'. */
const timePay = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const pay = [...document.querySelectorAll('button')].find((button) =>
          /^Pay \$/.test(button.textContent ?? ''),
        );
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes('Payment completed!')) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const start = performance.now();
        pay.click();
      }),
  );

try {
  const context = await studentWithCart(1);
  const page = await context.newPage();
  const measured = groupScripts(await (await openCheckoutFromCategories(page))(), {
    shellPort: ports.shell,
  });
  console.log('JavaScript fetched when /checkout is first opened from /categories (gzip, as sent):');
  for (const [group, bytes] of Object.entries(measured.groups))
    console.log(`  ${group.padEnd(20)} ${kb(bytes)}`);
  console.log(`  ${'total'.padEnd(20)} ${kb(measured.total)}`);
  for (const check of checkBudgets(readBudgets(), '/checkout', measured)) {
    console.log(
      `  budget ${check.name}: ${kb(check.bytes)} of ${check.budgetKB} KB${check.over ? '  OVER' : ''}`,
    );
  }
  console.log(
    `  remote-payments' files: ${measured.rows
      .filter((row) => row.group === 'remote-payments')
      .map((row) => `${row.file} ${kb(row.bytes)}`)
      .join(', ')}`,
  );
  await context.close();

  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const payContext = await studentWithCart(round + 2);
    const payPage = await payContext.newPage();
    await payPage.goto(new URL('/checkout', stack.shellUrl).href);
    await fillCard(payPage);
    times.push(await timePay(payPage));
    await payContext.close();
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`\nPay to 'Payment completed!' (card, local API, ${ROUNDS} checkouts):`);
  console.log(
    `  min ${times[0].toFixed(0)} ms · median ${at(0.5).toFixed(0)} ms · max ${times.at(-1).toFixed(0)} ms`,
  );
  console.log(`  each, sorted: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
