import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 600)));
page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 800)));
await page.goto('http://localhost:4910' + process.argv[2]);
await page.waitForTimeout(4000);
console.log((await page.locator('main').innerText()).slice(0, 300));
await browser.close();
