import type { Locator, Page } from '@playwright/test';
import { portalRoutes } from '../../scripts/lib/portal-routes.mjs';
import { firstPaintHeadings } from '../../tooling/webpack/first-paint-heading.mjs';
import { signInThroughApi } from '../fixtures/session';
import { spanishOf } from '../fixtures/spanish';
import { expect, test } from '../fixtures/test';
import { remoteOrigin } from '../support/ports';

/**
 * index.html draws the route's heading before any of the portal's scripts has run, on the routes
 * whose heading is known from their address (tooling/webpack/first-paint-heading.mjs, ADR 014's
 * seventh pass). The page must then draw the same words in the same place, or a reader would see the
 * heading change or jump as the portal takes over.
 */

const HEADINGS = firstPaintHeadings() as Record<string, Record<'en' | 'es', string>>;
const ROUTES = Object.keys(HEADINGS);
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The portal's scripts refused: what the HTML alone draws. */
const withoutScripts = async (page: Page) => {
  await page.route('**/main.js', (route) => route.abort());
};

const firstPaintHeading = (page: Page) => page.locator('#first-paint h2');

/** Where a heading's words are drawn, to the pixel (a page may give the heading's box another width). */
const boxOf = async (heading: Locator) =>
  heading.evaluate((element) => {
    const words = document.createRange();
    words.selectNodeContents(element);
    const { x, y, width, height } = words.getBoundingClientRect();
    return { x, y, width, height };
  });

test('the HTML draws a route heading in the reader language before any script runs, and nothing on other routes', async ({
  page,
  browser,
  baseURL,
}) => {
  await withoutScripts(page);
  await test.step('English, for a reader with no choice kept', async () => {
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(firstPaintHeading(page)).toHaveText(HEADINGS[path]!.en);
      await expect(page.locator('#first-paint .boot')).toHaveText('Loading the portal…');
    }
  });
  await test.step('a route headed by its data (a category) keeps "Loading the portal…" alone', async () => {
    await page.goto('/category/1');
    await expect(page.locator('#first-paint .boot')).toHaveText('Loading the portal…');
    await expect(firstPaintHeading(page)).toHaveCount(0);
  });
  await test.step('Spanish, the language the portal last showed in this browser', async () => {
    await page.evaluate(() => localStorage.setItem('portal.locale.shown', 'es'));
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(firstPaintHeading(page)).toHaveText(HEADINGS[path]!.es);
      await expect(page.locator('#first-paint .boot')).toHaveText('Cargando el portal…');
    }
  });
  await test.step('Spanish for a browser whose first language is Spanish, before any choice', async () => {
    const context = await browser.newContext({ baseURL, locale: 'es-US' });
    const spanishPage = await context.newPage();
    await withoutScripts(spanishPage);
    await spanishPage.goto('/checkout');
    await expect(firstPaintHeading(spanishPage)).toHaveText(HEADINGS['/checkout']!.es);
    await context.close();
  });
});

test("each route's page draws the heading the HTML drew, in its place, and the HTML's frame is gone", async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page, 'student@demo.school');
  for (const path of ROUTES) {
    await test.step(path, async () => {
      await withoutScripts(page);
      await page.setViewportSize(SCREENS[0]!);
      await page.goto(path);
      const drawn = [];
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        drawn.push(await boxOf(firstPaintHeading(page)));
      }
      await page.unrouteAll();
      await page.setViewportSize(SCREENS[0]!);
      await page.goto(path);
      const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      await expect(heading).toHaveText(HEADINGS[path]!.en);
      await expect(page.locator('#first-paint')).toHaveCount(0);
      for (const [index, screen] of SCREENS.entries()) {
        await page.setViewportSize(screen);
        // The portal lays itself out again for the new width (its sidebar comes or goes) after the resize.
        await expect.poll(() => boxOf(heading), { message: `at ${screen.width} px` }).toEqual(drawn[index]);
      }
    });
  }
});

test("while the page's code loads, its heading stays where the HTML drew it", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The route's remote is slow to answer: the portal's frame is up, the page is not.
  await page.route(`${remoteOrigin('browse')}/mf-manifest.json`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/categories');
  const loading = page.getByRole('main').getByRole('status');
  await expect(loading).toHaveText('Loading Browse Courses');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const waiting = page.getByRole('main').locator('h2', { hasText: HEADINGS['/categories']!.en });
  // Drawn for the eye; the status says what is loading to a screen reader.
  await expect(waiting).toHaveAttribute('aria-hidden', 'true');
  const waitingBox = await boxOf(waiting);
  release();
  const heading = page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: HEADINGS['/categories']!.en });
  await expect(heading).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(await boxOf(heading)).toEqual(waitingBox);
});

test("the Spanish headings are the pages' own words", async ({ page }) => {
  const remoteOf = new Map(portalRoutes().map((route) => [route.pattern, route.remote]));
  for (const path of ROUTES) {
    expect(HEADINGS[path]!.es, path).toBe(spanishOf(remoteOf.get(path)!, HEADINGS[path]!.en));
  }
  await test.step('a Spanish page shows it in place of the first paint', async () => {
    await page.goto('/categories');
    await page.evaluate(() => localStorage.setItem('portal.locale', 'es'));
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      HEADINGS['/categories']!.es,
    );
    await expect(page.locator('#first-paint')).toHaveCount(0);
  });
  await test.step('the portal keeps the language it showed, for the next first paint', async () => {
    // Without the visitor's choice, only what the portal kept can make the next first paint Spanish.
    await page.evaluate(() => localStorage.removeItem('portal.locale'));
    await withoutScripts(page);
    await page.goto('/documents');
    await expect(firstPaintHeading(page)).toHaveText(HEADINGS['/documents']!.es);
  });
});
