import { chromium } from '@playwright/test';
import { putInLocalStorage, SESSION_STORAGE_KEY, signInThroughApi, storedSession } from './lib/demo-session.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
const shell = 'http://localhost:5100';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const session = await signInThroughApi(shell, 'student@demo.school');
const only = process.argv[2];
for (const [name, viewport] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(putInLocalStorage, { key: SESSION_STORAGE_KEY, value: storedSession(session) });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(name, m.type(), m.text().slice(0, 300)); });
  if (only === 'checkout') {
    await page.goto(`${shell}/checkout`);
    await page.getByText('Summary').waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/checkout-${name}.png`, fullPage: true });
    await page.getByLabel('Name on card').fill('Jordan Rivera');
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiration (MM/YY)').fill('1230');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Address', { exact: true }).fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').click(); await page.getByTitle('Illinois').click();
    await page.getByLabel('Billing zip code').fill('62704');
    await page.getByLabel('Phone').fill('5551234567');
    await page.screenshot({ path: `/tmp/shots/checkout-filled-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('alert').filter({ hasText: 'declined' }).waitFor();
    await page.screenshot({ path: `/tmp/shots/checkout-declined-${name}.png`, fullPage: false });
  } else {
    await page.goto(`${shell}/account`);
    await page.getByText('Payments', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('button', { name: 'Pay Lab fee – Welding I' }).click();
    await page.getByRole('button', { name: 'Pay Payment plan – Welding Technician Certificate' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/slide-select-${name}.png`, fullPage: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/slide-pay-${name}.png`, fullPage: false });
  }
  await context.close();
}
await browser.close();
