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

test("the shell's first-load files hold only chunks its start-up runs, and it starts without them", async ({
  page,
  portal,
}) => {
  const chunksRun = () =>
    page.evaluate(() =>
      // Every chunk that ran registered itself here, from whichever file brought it.
      (
        (window as unknown as { webpackChunkshell?: [(string | number)[], unknown][] }).webpackChunkshell ??
        []
      ).flatMap(([ids]) => ids.map(String)),
    );
  // The chunks index.html's first-load files bring (tooling/webpack/first-load-files-plugin.mjs).
  const html = await (await page.request.get('/categories')).text();
  const files = [...html.matchAll(/src="\/(first-load\.[0-9a-f]{8}\.js)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(0);
  const bundled = new Set<string>();
  for (const file of files) {
    const code = await (await page.request.get(`/${file}`)).text();
    for (const [, ids] of code.matchAll(/webpackChunkshell\|\|\[\]\)\.push\(\[\[([^\]]*)\]/g))
      for (const id of ids!.split(',')) bundled.add(id.replace(/["']/g, ''));
  }
  expect(bundled.size).toBeGreaterThan(5);

  // Without them, webpack's runtime asks for each chunk the start-up runs, one file at a time.
  await page.route(/\/first-load\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto('/categories');
  await expect(portal.categoriesHeading()).toBeVisible();
  // The web vitals' chunk runs after the page's load.
  await expect.poll(chunksRun).toEqual(expect.arrayContaining([...bundled]));
});
