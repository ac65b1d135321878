import { expect, test } from '../fixtures/test';

test('search: the 3-character rule, then results grouped as courses, classes and pathways', async ({
  page,
  portal,
  browse,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/search')) searches.push(request.url());
  });
  await page.goto('/categories');
  await expect(portal.categoriesHeading()).toBeVisible();

  await test.step('fewer than 3 characters: no call, and the message', async () => {
    await browse.search('we');
    await expect(browse.main().getByText('The search requires at least 3 characters')).toBeVisible();
    expect(searches).toEqual([]);
  });

  await test.step('a real search', async () => {
    const reply = await page.request.get('/api/search?q=weld');
    const { data } = (await reply.json()) as { data: Record<'courses' | 'classes' | 'pathways', unknown[]> };
    const total = data.courses.length + data.classes.length + data.pathways.length;
    await browse.search('weld');
    await expect(browse.main().getByText(`Found ${total} results`)).toBeVisible();
    await expect(browse.main().getByText('The search requires at least 3 characters')).toHaveCount(0);
    await expect(
      browse.searchResults('Courses').getByRole('link', { name: 'Welding Fundamentals (WEL-101)' }),
    ).toBeVisible();
    await expect(browse.searchResults('Classes').getByRole('button', { name: /WEL-101-A/ })).toBeVisible();
    await expect(
      browse
        .searchResults('Pathways')
        .getByRole('link', { name: 'Welding Technician Certificate (PTH-WELD)' }),
    ).toBeVisible();
    await portal.expectAccessible();
  });

  await test.step('nothing found', async () => {
    await browse.search('zzzqqq');
    await expect(browse.main().getByText('Nothing found, try again later')).toBeVisible();
  });

  await test.step('a course result leads to its page', async () => {
    await browse.search('weld');
    await browse
      .searchResults('Courses')
      .getByRole('link', { name: 'Welding Fundamentals (WEL-101)' })
      .click();
    await expect(
      browse.main().getByRole('heading', { level: 2, name: 'Welding Fundamentals' }),
    ).toBeVisible();
  });
});
