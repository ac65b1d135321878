import { measuredRoutes } from '../../scripts/lib/portal-routes.mjs';
import { sizesLoadedFirst } from '../fixtures/load-sizes';
import { PortalPage } from '../fixtures/portal-page';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { mainStack } from '../support/ports';

/**
 * axe on every route of the six remotes (the list `pnpm measure:lighthouse` measures), on a phone and
 * on a desktop: a table that scrolls sideways on a phone, a control squeezed off screen or a colour
 * that only a narrow layout uses is found here. Signed in as the demo student, who has data on every
 * page; the catalog as a visitor sees it, where `portal.remotes.json` says visitors see its content.
 */
const SCREENS = [
  { name: 'a 390 px phone', width: 390, height: 844 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
];

test(`every route passes axe on ${SCREENS.map((screen) => screen.name).join(' and on ')}`, async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const routes = await measuredRoutes(`http://localhost:${mainStack.api}/api`);
  const visitorContext = await browser.newContext({ baseURL });
  const studentContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const student = await studentContext.newPage();
  await signInThroughApi(student, 'student@demo.school');
  // A route loads once, on one screen, and is resized to the other; which one it loads on turns with
  // the route, so both kinds of load are checked too.
  for (const [index, route] of routes.entries()) {
    const screens = sizesLoadedFirst(SCREENS, index);
    await test.step(`${route.path}${route.signedInAs ? ' (signed in)' : ''}, loaded on ${screens[0]!.name}`, async () => {
      const page = route.signedInAs ? student : visitor;
      await page.setViewportSize(screens[0]!);
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      // A loading status is named (a skeleton's label) or says so (a spinner's text, which names no
      // status: ARIA takes a status's name from its label only).
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      for (const screen of screens) {
        await page.setViewportSize(screen);
        await new PortalPage(page).expectAccessible();
      }
    });
  }
  await visitorContext.close();
  await studentContext.close();
});
