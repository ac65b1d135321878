import { studentApi } from '../fixtures/browse-page';
import { expect, test } from '../fixtures/test';

const RESTRICTED = "You're not authorized to view this information, please sign in to continue.";

test('a visitor browses to a pathway and a course, presses Add, signs in, and the class is in the cart', async ({
  page,
  portal,
  browse,
  freshStudent,
}) => {
  await test.step('categories -> Welding & Fabrication', async () => {
    await page.goto('/categories');
    await expect(portal.categoriesHeading()).toBeVisible();
    await portal.expectAccessible();
    await browse.main().getByRole('link', { name: 'Welding & Fabrication', exact: true }).click();
    await expect(
      browse.main().getByRole('heading', { level: 2, name: 'Welding & Fabrication' }),
    ).toBeVisible();
    await expect(browse.main().getByRole('region', { name: 'Courses' })).toBeVisible();
    await portal.expectAccessible();
  });

  await test.step('the pathway: its enrollment and its classes', async () => {
    await browse.main().getByRole('link', { name: 'Welding Technician Certificate' }).click();
    await expect(
      browse.main().getByRole('heading', { level: 2, name: 'Welding Technician Certificate' }),
    ).toBeVisible();
    await expect(browse.main().getByText(RESTRICTED)).toBeVisible();
    const enrollment = browse.main().getByRole('article', { name: /Pathway enrollment/ });
    await expect(enrollment.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(browse.classCard('WEL-150-A')).toBeVisible();
    await expect(browse.classCard('WEL-201-A')).toBeVisible();
    await expect(browse.main().getByRole('navigation', { name: 'Related categories' })).toBeVisible();
    await portal.expectAccessible();
    await browse.main().getByRole('link', { name: 'Back to the category' }).click();
  });

  await test.step('the course Blueprint Reading for Welders', async () => {
    await browse.main().getByRole('link', { name: 'Blueprint Reading for Welders' }).click();
    await expect(
      browse.main().getByRole('heading', { level: 2, name: 'Blueprint Reading for Welders' }),
    ).toBeVisible();
    await expect(browse.main().getByText(RESTRICTED)).toBeVisible();
    // One category: no related categories.
    await expect(browse.main().getByRole('navigation', { name: 'Related categories' })).toHaveCount(0);
    await browse.main().getByRole('button', { name: 'Syllabus' }).click();
    const syllabus = page.getByRole('dialog', { name: 'Syllabus: Blueprint Reading for Welders' });
    await expect(syllabus.getByText('AWS welding symbols')).toBeVisible();
    await portal.expectAccessible();
    await syllabus.getByRole('button', { name: 'Close' }).first().click();
    await portal.expectAccessible();
  });

  await test.step('Add asks a visitor to sign in', async () => {
    await browse.classCard('WEL-150-A').getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(freshStudent.email);
    await dialog.getByLabel('Password', { exact: true }).fill(freshStudent.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('after sign-in the action ran: the class is in the cart', async () => {
    await expect(browse.classCard('WEL-150-A').getByRole('button', { name: 'Go to Checkout' })).toBeVisible();
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('portal-session') ?? '{}') as { state?: { token?: string } }).state
          ?.token,
    );
    expect(token).toBeTruthy();
    const api = studentApi(page.request, token!);
    const courseId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const classId = await api.classId('WEL-150-A', courseId);
    await expect
      .poll(async () => (await api.cart()).items.map((item) => `${item.venue_type}:${item.venue_id}`))
      .toContain(`CLASS:${classId}`);
    await expect(browse.main().getByText(RESTRICTED)).toHaveCount(0);
  });
});
