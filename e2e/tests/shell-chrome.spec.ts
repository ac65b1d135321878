import { expect, test } from '../fixtures/test';

test('the footer links the social pages and shows the legal texts in an info modal', async ({
  page,
  portal,
}) => {
  await page.goto('/categories');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('navigation', { name: 'Social media' }).getByRole('link').first(),
  ).toHaveAttribute('target', '_blank');
  await footer.getByRole('button', { name: 'Terms of Service' }).click();
  const modal = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('script')).toHaveCount(0);
  await portal.expectAccessible();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();
  await expect(footer.getByText('Powered by Student Portal')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer opened from the header', async ({ page, portal }) => {
    await page.goto('/categories');
    await expect(portal.sidebar()).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Browse Courses' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(drawer).toBeHidden();
    await portal.expectAccessible();
  });
});
