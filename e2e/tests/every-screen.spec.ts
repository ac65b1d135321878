import type { Locator, Page } from '@playwright/test';
import { browseRoutes } from '../fixtures/browse-page';
import { sizesLoadedFirst } from '../fixtures/load-sizes';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/**
 * Every route of the shell, browse and profile, on the narrowest phones, signed out, as a student and
 * as a guardian: nothing is wider than the screen, the controls a student acts on are inside it, and
 * no page writes a warning or an error to the console.
 *
 * A route is loaded once per visitor and looked at on each width, the window resized in between (as a
 * phone turned or a window dragged): a page load costs about ten times a resize. Which width a route
 * loads at turns with the route and the visitor, so that over the three visitors every route is also
 * loaded at every width.
 */
const WIDTHS = [320, 360, 390];
const VISITORS = [
  { who: 'signed out', email: null },
  { who: 'the student', email: 'student@demo.school' },
  { who: 'the guardian', email: 'guardian@demo.school' },
] as const;
const SHELL_ROUTES = [
  '/profile',
  '/contact',
  '/checkout',
  '/account',
  '/documents',
  '/enrollments',
  '/schedule',
  '/attendance',
  '/calendar',
  '/interests',
  '/applications',
  '/no-such-page',
];

/** Collects what the page writes to the console, and what it throws. */
const watchConsole = (page: Page) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
};

const expectInsideViewport = async (page: Page, locator: Locator) => {
  const width = page.viewportSize()?.width ?? 0;
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  expect(box!.x, `${locator} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${locator} ends inside the screen`).toBeLessThanOrEqual(width + 0.5);
};

const expectNoSidewaysScroll = async (page: Page) => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is no wider than the screen`).toBeLessThanOrEqual(clientWidth);
};

/** The page has painted what it shows: its heading is there and nothing is loading. */
const settled = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
};

/** The header's controls a visitor acts on are inside the screen at its present width. */
const expectHeaderInside = async (page: Page, signedIn: boolean) => {
  const header = page.getByRole('banner');
  await expectInsideViewport(page, header.getByRole('button', { name: 'Open the menu' }));
  if (signedIn) {
    await expectInsideViewport(page, header.getByRole('button', { name: /^Account menu for/ }));
    const cart = header.getByRole('button', { name: /^Cart, / });
    if (await cart.count()) await expectInsideViewport(page, cart);
  } else {
    await expectInsideViewport(page, header.getByRole('button', { name: 'Sign in' }));
  }
};

/** The menu, the account menu and the mini-cart open inside the screen at its present width. */
const expectMenusInside = async (page: Page, signedIn: boolean) => {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  if (!signedIn) return;

  await header.getByRole('button', { name: /^Account menu for/ }).click();
  const accountMenu = page.getByRole('menu', { name: /^Account menu for/ });
  await expectInsideViewport(page, accountMenu);
  await page.keyboard.press('Escape');
  await expect(accountMenu).toBeHidden();

  const cart = header.getByRole('button', { name: /^Cart, / });
  if (await cart.count()) {
    await cart.click();
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await expectInsideViewport(page, miniCart);
    await expectInsideViewport(page, miniCart.getByRole('button', { name: 'Checkout' }));
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
  }
  await expectNoSidewaysScroll(page);
};

for (const [visitorIndex, { who, email }] of VISITORS.entries()) {
  test(`${WIDTHS.join(', ')} px wide, ${who}: every route fits, its controls are usable, the console stays quiet`, async ({
    page,
  }) => {
    test.slow();
    if (email) await signInThroughApi(page, email);
    const messages = watchConsole(page);
    const routes = [...(await browseRoutes()), ...SHELL_ROUTES];

    for (const [routeIndex, route] of routes.entries()) {
      const widths = sizesLoadedFirst(WIDTHS, routeIndex + visitorIndex);
      await test.step(`${route}, loaded at ${widths[0]} px`, async () => {
        await page.setViewportSize({ width: widths[0]!, height: 740 });
        await page.goto(route);
        await settled(page);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 740 });
          await expectNoSidewaysScroll(page);
          await expectHeaderInside(page, Boolean(email));
        }
      });
    }

    await test.step('the menu, the account menu and the mini-cart open inside the screen', async () => {
      await page.goto('/categories');
      await settled(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await expectMenusInside(page, Boolean(email));
      }
    });

    expect(messages, 'console warnings and errors').toEqual([]);
  });
}
