import { expect, test } from '../fixtures/test';

test('the class slide-out opens from a course page, by keyboard', async ({ page, portal, browse }) => {
  await browse.openCourse('Welding & Fabrication', 'WEL-101');
  const card = browse.classCard('WEL-101-A');
  await portal.expectAccessible();

  await browse.pressWithKeyboard(card.getByRole('button', { name: 'Class details WEL-101-A' }), {
    from: card.getByRole('heading'),
  });
  const panel = browse.slideOut();
  await expect(panel.getByRole('heading', { level: 2, name: 'Welding Fundamentals' })).toBeVisible();
  const info = panel.getByRole('article', { name: /Class information/ });
  await expect(info.getByText('Mon, Wed 6:00 PM - 9:00 PM')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com\/sharer/,
  );
  await portal.expectAccessible();

  await test.step('the instructor bio and the map link open from it', async () => {
    await browse.pressWithKeyboard(info.getByRole('button', { name: 'Marco Reyes' }), {
      from: info.getByRole('heading', { name: 'Class information' }),
    });
    const bio = page.getByRole('dialog', { name: 'Marco Reyes' });
    await expect(bio.getByText(/AWS Certified Welding Inspector/)).toBeVisible();
    await portal.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(bio).toBeHidden();
    await browse.pressWithKeyboard(info.getByRole('button', { name: 'Show map' }), {
      from: info.getByRole('heading', { name: 'Class information' }),
    });
    await expect(
      info.getByRole('link', { name: '880 Foundry Road, West Riverbend, OH 43228' }),
    ).toHaveAttribute('href', /google\.com\/maps\/search/);
  });

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('featured classes on /categories open the class slide-out', async ({ page, browse }) => {
  await page.goto('/categories');
  const featured = browse.main().getByRole('region', { name: 'Featured Classes' });
  await featured.getByRole('button', { name: 'Class details WEL-101-A' }).click();
  await expect(
    browse.slideOut().getByRole('heading', { level: 2, name: 'Welding Fundamentals' }),
  ).toBeVisible();
});
