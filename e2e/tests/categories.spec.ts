import { requestsTo } from '../fixtures/requests';
import { expect, test } from '../fixtures/test';
import { remoteOrigin } from '../support/ports';

const browseOrigin = remoteOrigin('browse');

test('/categories shows the seeded categories, rendered by remote-browse loaded at run time', async ({
  page,
  portal,
}) => {
  const fromBrowse = requestsTo(page, browseOrigin);

  await test.step('open the category list', async () => {
    await page.goto('/categories');
    await expect(portal.categoriesHeading()).toBeVisible();
  });

  await test.step('the categories come from the API', async () => {
    const reply = await page.request.get('/api/course_categories/');
    const { data } = (await reply.json()) as { data: { categories: { id: number; title: string }[] } };
    expect(data.categories.length).toBeGreaterThanOrEqual(8);
    await expect(portal.categoryLinks()).toHaveCount(data.categories.length);
    const first = data.categories[0]!;
    await expect(portal.main().getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
      'href',
      `/category/${first.id}`,
    );
  });

  await test.step('the page was loaded from remote-browse at run time, from its own origin', async () => {
    expect(fromBrowse.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']),
    );
  });

  await test.step('it passes axe', async () => {
    await portal.expectAccessible();
  });
});

test("'/' lands on the default landing route, which is /categories with every module on", async ({
  page,
  portal,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/categories$/);
  await expect(portal.categoriesHeading()).toBeVisible();
});

test('an unknown path shows the not-found page inside the chrome', async ({ page, portal }) => {
  await page.goto('/no-such-page');
  await expect(portal.notFound()).toBeVisible();
  await portal.expectChromeWorks();
  await portal.expectAccessible();
});

test("the shell's HTML preloads only scripts its start-up runs (no unused preload)", async ({
  page,
  portal,
}) => {
  await page.goto('/categories');
  await expect(portal.categoriesHeading()).toBeVisible();
  const { preloaded, ran } = await page.evaluate(() => {
    const jsonp = (window as unknown as { webpackChunkshell?: [(string | number)[], unknown][] })
      .webpackChunkshell;
    return {
      // Each preload names its chunk (a named chunk's file, `messages.<hash>.js`, does not start with its id).
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => link.dataset.chunk!,
      ),
      // Every chunk webpack ran registered itself here.
      ran: (jsonp ?? []).flatMap(([ids]) => ids.map(String)),
    };
  });
  expect(preloaded.length).toBeGreaterThan(5);
  expect(ran).toEqual(expect.arrayContaining(preloaded));
});
