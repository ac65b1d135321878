import { openSignedIn } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test('a guardian switches into a related student and back', async ({ page, portal }) => {
  await openSignedIn(page, 'guardian@demo.school', '/categories');
  const accounts = portal.sidebar();
  await expect(accounts.getByText('MY ACCOUNTS')).toBeVisible();
  const guardian = accounts.getByRole('menuitem', { name: /\(current\)$/ });
  const guardianName = (await guardian.innerText()).trim();
  // The demo guardian's related students are Em (Emma) and Liam Parker (Liam's password changes in another test: impersonation needs none).
  await accounts.getByRole('menuitem', { name: 'Liam Parker' }).click();
  await expect(page.getByText('You are now acting as', { exact: false })).toBeVisible();
  // The original account is offered to switch back to; the guardian is no longer the current one.
  const back = accounts.getByRole('menuitem', { name: /\(my account\)$/ });
  await expect(back).toBeVisible();
  await expect(accounts.getByRole('menuitem', { name: guardianName })).toHaveCount(0);
  await back.click();
  await expect(page.getByText('You are back in your own account.')).toBeVisible();
  await expect(accounts.getByRole('menuitem', { name: guardianName })).toBeVisible();
});

test('page views are logged after 10 s and sent while signed in', async ({ page, freshStudent }) => {
  await freshStudent.signIn();
  await page.clock.install();
  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Browse Courses', level: 2 })).toBeVisible();
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/student/action') && request.method() === 'POST',
  );
  await page.clock.runFor(11_000);
  const request = await sent;
  await request.response();
  expect(request.postDataJSON()).toEqual({
    type: 'page',
    action: 'view',
    target: '/categories',
    targetId: null,
    targetPath: '/categories',
    targetType: 'page',
  });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portal-navigation-queue'))).toBeNull();
});

test('the slide-out host opens from the right, keeps focus, and Escape closes it', async ({
  page,
  portal,
}) => {
  await openSignedIn(page, 'student@demo.school', '/categories');
  await page
    .getByRole('toolbar', { name: 'Your account' })
    .getByRole('button', { name: /Pending registration forms/ })
    .click();
  await page
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Registration' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2, name: /^Registration: / })).toBeVisible();
  await portal.expectAccessible();
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('with sign-in allowed and alternate sign-in off, a visitor sees the Sign in button', async ({
  page,
  signIn,
}) => {
  await page.goto('/categories');
  await expect(signIn.openButton()).toBeVisible();
});
