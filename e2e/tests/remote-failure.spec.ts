import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { expect, test } from '../fixtures/test';
import { manifestUrl, startBrowseOrigin, startShellOrigin } from '../support/origins';
import { extraPorts } from '../support/ports';

/** A shell whose remote-browse lives on an origin this file starts and stops. */
const shellUrl = `http://localhost:${extraPorts.failingShell}`;
let closeShell: () => Promise<void>;

test.beforeAll(async () => {
  const shell = await startShellOrigin({
    port: extraPorts.failingShell,
    remotes: { browse: manifestUrl(extraPorts.failingBrowse) },
  });
  closeShell = shell.close;
});
test.afterAll(async () => closeShell());

test('with remote-browse down the chrome works and /categories shows a fallback; Retry recovers without a reload', async ({
  page,
  portal,
}) => {
  await test.step('remote-browse is down: header and sidebar render, the fallback shows with Retry', async () => {
    await page.goto(`${shellUrl}/categories`);
    await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
    await expect(portal.retryButton()).toBeVisible();
    await portal.expectChromeWorks();
    await portal.expectAccessible();
  });

  await portal.markDocument();
  const browse = await startBrowseOrigin({ port: extraPorts.failingBrowse });
  try {
    await test.step('the server is back: Retry shows the page, in the same document', async () => {
      await portal.retryButton().click();
      await expect(portal.categoriesHeading()).toBeVisible();
      await expect(portal.categoryLinks().first()).toBeVisible();
      expect(await portal.documentIsMarked()).toBe(true);
    });
  } finally {
    await browse.close();
  }
});

test('a manifest that answers 404 shows the fallback, and the other routes keep working', async ({
  page,
  portal,
}) => {
  await page.route(manifestUrl(extraPorts.failingBrowse), (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto(`${shellUrl}/categories`);
  await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
  await portal.sidebar().getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByText('Documents is not available')).toBeVisible();
});

test('a remote that fails to load is reported with its name, and pnpm report:errors counts it', async ({
  page,
  portal,
}) => {
  const since = new Date().toISOString();
  await page.route(manifestUrl(extraPorts.failingBrowse), (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto(`${shellUrl}/categories`);
  await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
  // Reports leave in a batch, at the latest as the page is hidden.
  await page.goto('about:blank');
  const report = async () =>
    (
      await promisify(execFile)(
        process.execPath,
        [path.join(repoRoot, 'scripts/report-errors.mjs'), '--since', since, '--portal', shellUrl],
        { cwd: repoRoot },
      )
    ).stdout;
  await expect
    .poll(report, { timeout: 15_000 })
    .toMatch(
      new RegExp(`browse +unknown +load +1 .*${extraPorts.failingBrowse}/mf-manifest.json answered 404`),
    );
});

test('a broken manifest shows the fallback', async ({ page, portal }) => {
  await page.route(manifestUrl(extraPorts.failingBrowse), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"browse","metaData":' }),
  );
  await page.goto(`${shellUrl}/categories`);
  await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
  await portal.expectChromeWorks();
});

test("an API reply whose data is a string shows 'Invalid response' in the remote's area, not a blank page", async ({
  page,
  portal,
}) => {
  const browse = await startBrowseOrigin({ port: extraPorts.failingBrowse });
  try {
    await page.route('**/api/course_categories/', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ result: 'ok', data: 'not an object' }),
      }),
    );
    await page.goto(`${shellUrl}/categories`);
    await expect(page.getByText('Could not load the categories')).toBeVisible();
    await expect(page.getByText('Invalid response')).toBeVisible();
    await portal.expectChromeWorks();
  } finally {
    await browse.close();
  }
});
