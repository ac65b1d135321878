import type { Page, Request } from '@playwright/test';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { remoteOrigin } from '../support/ports';

/**
 * index.html's inline script starts a route's network before any of the portal's scripts
 * (tooling/webpack/early-start-script.mjs, ADR 014's ninth pass): the school, the deployment, the
 * page's remote manifest and its declared reads. The portal then takes those replies: each is asked for
 * once, and the page shows what they said.
 */

/** main.js held back until `release()`: what the HTML alone starts. */
const holdMainScript = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

const recordRequests = (page: Page) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const asked = (url: string) => requests.filter((request) => request.url() === url);
  return { requests, asked };
};

test("a visitor's category page: its manifest and reads leave with the HTML, once each", async ({
  page,
  baseURL,
}) => {
  const release = await holdMainScript(page);
  const { asked } = recordRequests(page);
  const reads = ['course_category/1', 'course_category/1/courses_and_pathways'].map(
    (path) => `${baseURL}/api/${path}`,
  );
  const manifest = `${remoteOrigin('browse')}/mf-manifest.json`;
  await page.goto('/category/1', { waitUntil: 'commit' });

  await test.step('before main.js has arrived', async () => {
    for (const url of [...reads, manifest]) {
      await expect.poll(() => asked(url).length, { message: url }).toBe(1);
    }
    const read = asked(reads[0]!)[0]!;
    expect(await read.headerValue('x-endpoint-version')).toBe('2');
    expect(await read.headerValue('authorization')).toBeNull();
  });

  await test.step('the page shows what they said, without asking again', async () => {
    release();
    const reply = await page.request.get(reads[0]!);
    const { data } = (await reply.json()) as { data: { title: string } };
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: data.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'All categories' })).toBeVisible();
    for (const url of [...reads, manifest]) expect(asked(url), url).toHaveLength(1);
  });
});

test("a student's account page: its reads carry the session, and the page uses them", async ({
  page,
  baseURL,
}) => {
  const { token } = await signInThroughApi(page, 'student@demo.school');
  const release = await holdMainScript(page);
  const { asked } = recordRequests(page);
  const charges = `${baseURL}/api/student/account/charges`;
  await page.goto('/account', { waitUntil: 'commit' });

  await expect.poll(() => asked(charges).length).toBe(1);
  expect(await asked(charges)[0]!.headerValue('authorization')).toBe(`Bearer ${token}`);
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  expect(asked(charges)).toHaveLength(1);
});

test('a tab trying another build of a remote starts nothing from the HTML', async ({ page }) => {
  const started = () => page.evaluate(() => '__portalEarlyStart' in window);
  const release = await holdMainScript(page);
  await page.goto('/category/1', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  // The same page, as a tab that asks for no override sees it: the script left its start for main.js.
  expect(await started()).toBe(true);
  release();
  await expect(page.getByRole('main').getByRole('link', { name: 'All categories' })).toBeVisible();
  // main.js took it.
  expect(await started()).toBe(false);

  await page.evaluate(() => window.sessionStorage.setItem('portal-remote-overrides', '{}'));
  await page.unroute('**/main.js');
  const releaseAgain = await holdMainScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  expect(await started()).toBe(false);
  releaseAgain();
});
