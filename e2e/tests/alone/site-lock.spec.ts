import { expect, test } from '../../fixtures/test';

/**
 * The site lock is the API's one state that every reply carries (spec: a forced reload for everyone):
 * while it is set, any page of any other test would show the overlay. The config runs this folder
 * after the rest, on its own.
 */
test('the site lock overlay counts down and reloads', async ({ page }) => {
  await page.clock.install();
  await page.goto('/categories');
  await page.request.post('/api/dev/site_lock', {
    data: { message: 'Scheduled maintenance', countdown: 30 },
  });
  try {
    await page.reload();
    const overlay = page.getByRole('alertdialog', { name: 'Portal temporarily unavailable' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText('Scheduled maintenance')).toBeVisible();
    await expect(overlay.getByText('The page reloads in 30 seconds.')).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(overlay.getByText('The page reloads in 29 seconds.')).toBeVisible();
    await page.request.post('/api/dev/site_lock/clear');
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(29_000);
    await reloaded;
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  } finally {
    await page.request.post('/api/dev/site_lock/clear');
  }
});
