import type { Page, Route } from '@playwright/test';
import type { PortalPage } from '../fixtures/portal-page';
import { expect, test } from '../fixtures/test';
import { remoteOrigin } from '../support/ports';

/**
 * Faults, end to end: the API down, failing, slow, malformed, offline or refusing the session, and a
 * remote whose manifest fails, whose entry is corrupt or that never answers. Each time the page is
 * never blank, the message is clear, Retry recovers in the same document, and nothing typed is lost.
 */

const NETWORK_MESSAGE = 'Could not reach the portal, please check your connection and try again.';
const OFFLINE_MESSAGE = 'You are offline, please check your connection and try again.';
const CATEGORIES_API = '**/api/course_categories/';

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      result: 'error',
      errorCode: 'server-error',
      errorMessage: 'Server error!',
      data: null,
    }),
  });

/**
 * With the fault on screen the chrome still works; once `lift` ends the fault, Retry loads the
 * categories in the same document (no reload).
 */
const retryRecoversInPlace = async (portal: PortalPage, lift: () => Promise<void>) => {
  await portal.expectChromeWorks();
  await portal.markDocument();
  await lift();
  await portal.retryButton().click();
  await expect(portal.categoryLinks().first()).toBeVisible();
  expect(await portal.documentIsMarked()).toBe(true);
};

const apiFaults = [
  { fault: 'down', answer: (route: Route) => route.abort('connectionrefused'), message: NETWORK_MESSAGE },
  { fault: 'answering 500', answer: serverError, message: 'Server error!' },
  {
    fault: 'answering something that is not its JSON',
    answer: (route: Route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    message: 'Invalid response',
  },
] as const;

for (const { fault, answer, message } of apiFaults) {
  test(`the API ${fault}: the page says so with Retry, which recovers without a reload`, async ({
    page,
    portal,
  }) => {
    await page.route(CATEGORIES_API, answer);
    await page.goto('/categories');
    const failure = page.getByRole('main').getByText('Could not load the categories');
    await expect(failure).toBeVisible();
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await retryRecoversInPlace(portal, () => page.unroute(CATEGORIES_API));
  });
}

test('a slow API: the page shows that it is loading, then the content', async ({ page, portal }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CATEGORIES_API, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/categories');
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' }).first()).toBeVisible();
  await portal.expectChromeWorks();
  release();
  await expect(portal.categoryLinks().first()).toBeVisible();
});

test('offline: a page opened without a network says so, and Retry recovers once online', async ({
  page,
  context,
  portal,
}) => {
  await page.goto('/categories');
  const links = portal.categoryLinks();
  await expect(links.nth(1)).toBeVisible();
  // The category page's code loads online once; offline, the next category fails on what it needs next.
  await links.first().click();
  // The category's own page, not the list's heading, which stays on screen while the page's code
  // loads: had the test gone on, that load would still be on its way when the browser went offline,
  // and a request cut off mid-way may never end, holding the next page back with the list on screen.
  await expect(page.getByRole('main').getByRole('link', { name: 'All categories' })).toBeVisible();
  await page.goBack();
  await expect(portal.categoriesHeading()).toBeVisible();
  await portal.markDocument();

  await context.setOffline(true);
  await links.nth(1).click();
  // Whichever fails first, the page's code or its data, the page says the browser is offline.
  await expect(page.getByRole('main').getByText(OFFLINE_MESSAGE)).toBeVisible();
  await portal.expectChromeWorks();

  await context.setOffline(false);
  await portal.retryButton().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(OFFLINE_MESSAGE)).toBeHidden();
  expect(await portal.documentIsMarked()).toBe(true);
});

test.describe('writing while things fail', () => {
  const editProfile = async (page: Page) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Preferred name' }).fill('Kit');
    return form;
  };

  test('a failed save keeps what was typed, and saving again succeeds', async ({ page, freshStudent }) => {
    await freshStudent.signIn();
    const form = await editProfile(page);
    await page.route('**/api/student/update_profile', serverError);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Server error!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Kit');

    await page.unroute('**/api/student/update_profile');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('main').getByText('Kit', { exact: true })).toBeVisible();
  });

  test('a session that ends mid-way asks to sign in again over the page; the save then goes through', async ({
    page,
    portal,
    freshStudent,
  }) => {
    const { token } = await freshStudent.signIn();
    const form = await editProfile(page);
    await portal.markDocument();

    await test.step('the session is revoked elsewhere (another tab signs out)', async () => {
      const reply = await page.request.post('/api/student/logout', {
        headers: { authorization: `Bearer ${token}` },
        data: {},
      });
      expect(reply.ok()).toBe(true);
    });

    await form.getByRole('button', { name: 'Save' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByText('Your session has ended, please sign in again to carry on.')).toBeVisible();
    await signIn.getByLabel('Email', { exact: true }).fill(freshStudent.email);
    await signIn.getByLabel('Password', { exact: true }).fill(freshStudent.password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn).toBeHidden();

    await expect(form.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Kit');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('main').getByText('Kit', { exact: true })).toBeVisible();
    expect(await portal.documentIsMarked()).toBe(true);
  });
});

test.describe('a remote that fails to load', () => {
  const manifest = `${remoteOrigin('browse')}/mf-manifest.json`;
  const entry = `${remoteOrigin('browse')}/remoteEntry.js`;

  test('its manifest answers 500: the fallback, then Retry loads it', async ({ page, portal }) => {
    await page.route(manifest, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto('/categories');
    await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
    await retryRecoversInPlace(portal, () => page.unroute(manifest));
  });

  test('its entry is corrupt: the fallback, then Retry loads the good one', async ({ page, portal }) => {
    await page.route(entry, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not (javascript' }),
    );
    await page.goto('/categories');
    await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
    await portal.expectChromeWorks();
    await page.unroute(entry);
    await portal.retryButton().click();
    await expect(portal.categoryLinks().first()).toBeVisible();
  });

  test('its entry never answers: past the load time-out, the fallback, then Retry loads it', async ({
    page,
    portal,
  }) => {
    await page.clock.install();
    const hanging: Route[] = [];
    await page.route(entry, (route) => void hanging.push(route));
    await page.goto('/categories');
    await expect.poll(() => hanging.length).toBeGreaterThan(0);
    // The shell preloads the entry before the federation runtime asks for it (early-route.ts): wait for
    // the runtime's own script element, whose time-out the clock is to run out.
    await expect(page.locator(`script[src="${entry}"]`)).toBeAttached();
    await page.clock.fastForward('02:05');
    await expect(portal.remoteFallback('Browse Courses')).toBeVisible();
    await portal.expectChromeWorks();
    await page.unroute(entry);
    await Promise.all(hanging.map((route) => route.abort().catch(() => undefined)));
    await portal.retryButton().click();
    await expect(portal.categoryLinks().first()).toBeVisible();
  });
});
