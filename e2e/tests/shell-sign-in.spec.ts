import { DEMO_PASSWORD } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.describe('the sign-in modal', () => {
  test('a student signs in, sees the toolbar badges and the mini-cart, and logs out', async ({
    page,
    portal,
    signIn,
  }) => {
    await page.goto('/categories');
    await signIn.open();
    await portal.expectAccessible();

    await test.step('sign in', async () => {
      await signIn.signIn('student@demo.school', DEMO_PASSWORD);
      await expect(signIn.dialog()).toBeHidden();
      await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    });

    // Other tests may add to this student's cart and forms: counts are checked as counts, not values.
    await test.step('badges: pending registration forms, required documents, the cart', async () => {
      const toolbar = page.getByRole('toolbar', { name: 'Your account' });
      await toolbar.getByRole('button', { name: /Pending registration forms, \d+/ }).click();
      await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
      // The school's required documents (five in the demo) that this student has not submitted.
      await toolbar.getByRole('button', { name: /Documents requiring attention, \d+/ }).click();
      await expect(
        page.getByRole('link', { name: /^\d+ documents? needs? your attention$/ }),
      ).toHaveAttribute('href', '/documents');
      await toolbar.getByRole('button', { name: /Cart, \d+ items?/ }).click();
      await expect(page.getByText(/^Class ID: /).first()).toBeVisible();
      await expect(page.getByText('Total amount due')).toBeVisible();
      await expect(page.getByText(/^\$ \d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
    });

    await test.step('Checkout goes to /checkout', async () => {
      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
    });

    await test.step('logout', async () => {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(signIn.openButton()).toBeVisible();
      expect(
        await page.evaluate(
          () => JSON.parse(localStorage.getItem('portal-session') ?? '{}').state?.token ?? null,
        ),
      ).toBeNull();
    });
  });

  test('shows the spec messages for empty fields and keeps what was typed after a wrong password', async ({
    page,
    signIn,
  }) => {
    await page.goto('/categories');
    await signIn.open();
    await signIn.submit().click();
    await expect(signIn.dialog().getByText('Type in your email address')).toBeVisible();
    await expect(signIn.dialog().getByText('Type in your password')).toBeVisible();

    await signIn.signIn('student@demo.school', 'Wrong#Password1');
    await expect(signIn.dialog().getByText('Email or password is incorrect')).toBeVisible();
    await expect(signIn.email()).toHaveValue('student@demo.school');
  });

  for (const [email, message] of [
    ['noguid@demo.school', 'Email is not verified!'],
    ['orphan@demo.school', 'Student not found, try again later!'],
    ['locked@demo.school', 'Could not log in, please contact your school!'],
  ] as const) {
    test(`${email} gets "${message}"`, async ({ page, signIn }) => {
      await page.goto('/categories');
      await signIn.open();
      await signIn.signIn(email, DEMO_PASSWORD);
      await expect(signIn.dialog().getByText(message, { exact: true })).toBeVisible();
    });
  }

  test('a username that is no longer valid signs in with the alternate e-mail the server gives', async ({
    page,
    signIn,
  }) => {
    await page.goto('/categories');
    await signIn.open();
    await signIn.signIn('moved@demo.school', DEMO_PASSWORD);
    await expect(signIn.dialog()).toBeHidden();
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  });

  test('footer links switch modes and clear errors', async ({ page, signIn }) => {
    await page.goto('/categories');
    await signIn.open();
    await signIn.submit().click();
    await expect(signIn.dialog().getByText('Type in your email address')).toBeVisible();
    await signIn.link("Don't have an account yet?").click();
    await expect(
      signIn.dialog().getByText('Please use a personal email address', { exact: false }),
    ).toBeVisible();
    await signIn.link('Already have an account?').click();
    await expect(signIn.dialog().getByText('Type in your email address')).toHaveCount(0);
    await signIn.link('Forgot your password?').click();
    await expect(signIn.dialog().getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await signIn.link('Forgot your email?').click();
    await expect(signIn.dialog().getByRole('button', { name: 'Find' })).toBeVisible();
  });

  test('works from the keyboard alone', async ({ page, signIn }) => {
    await page.goto('/categories');
    await signIn.openButton().focus();
    await page.keyboard.press('Enter');
    await expect(signIn.email()).toBeVisible();
    await signIn.email().focus();
    await page.keyboard.type('student@demo.school');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  });
});
