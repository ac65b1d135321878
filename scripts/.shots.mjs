// temporary: screenshots for review (not committed)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startPortalStack } from './lib/portal-stack.mjs';
const ports = { api: 4900, shell: 4910 };
const stack = await startPortalStack({ ports, dataDir: mkdtempSync(path.join(tmpdir(), 'shots-')), quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];
try {
  for (const [w, h] of [[375, 800], [768, 900], [1366, 900]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${w} ${m.text()}`); });
    await page.goto(`http://localhost:${ports.shell}/categories`);
    await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
    await page.screenshot({ path: `/tmp/shots/out-${w}.png`, fullPage: false });
    if (w === 1366) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill('student@demo.school');
      await page.getByLabel('Password', { exact: true }).fill('Student#2026');
      await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: /Account menu/ }).waitFor();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `/tmp/shots/in-${w}.png` });
      const cart = page.getByRole('button', { name: /^Cart/ });
      if (await cart.count()) { await cart.click(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/cart-${w}.png` }); await page.keyboard.press('Escape'); }
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.screenshot({ path: `/tmp/shots/menu-${w}.png` });
    }
    await page.close();
  }
} catch (e) { console.error(e); } finally {
  console.log(errors.join('\n'));
  await browser.close(); await stack.stop();
}
