import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * School HTML (a course's description here) as Chromium shows it: sanitized by the browser itself
 * (the HTML Sanitizer API, shared/src/html/browser-sanitizer.ts), so that no sanitizer is downloaded;
 * and, in a browser without that API, by DOMPurify, loaded then. Both keep and drop the same things.
 */

const DESCRIPTION = [
  '<p>Bring <strong>leather boots</strong> and <em>gloves</em>.</p>',
  '<ul><li>Week one: shop safety</li></ul>',
  '<p><a href="https://school.example/kit" target="_blank">Kit list</a> ',
  '<a href="https://school.example/map" target="_top">Campus map</a> ',
  '<a href="javascript:window.__ran = true">Run</a> ',
  '<a href="vbscript:msgbox(1)">Basic</a> <a href="data:text/html,<b>x</b>">Data</a></p>',
  '<img src="javascript:window.__ran = true" alt="Not an address">',
  '<script>window.__ran = true</script><style>main { display: none }</style>',
  '<form><input name="card" aria-label="Card"></form><iframe title="Frame"></iframe>',
].join('');

/** The first course of the demo catalog, its description replaced by DESCRIPTION. */
const openCourseWithDescription = async (page: Page) => {
  const get = async <T>(path: string) =>
    ((await (await page.request.get(`/api/${path}`)).json()) as { data: T }).data;
  const { categories } = await get<{ categories: { id: number }[] }>('course_categories/');
  const categoryId = categories[0]!.id;
  const { courses } = await get<{ courses: { id: number }[] }>(`course_category/${categoryId}/courses`);
  const courseId = courses[0]!.id;
  await page.route(`**/api/course/${courseId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { course: { description: string } } };
    body.data.course.description = DESCRIPTION;
    await route.fulfill({ response, json: body });
  });
  const sanitizerRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/sanitizer\.[0-9a-f]+\.js$/.test(request.url())) sanitizerRequests.push(request.url());
  });
  await page.goto(`/category/${categoryId}/course/${courseId}`);
  return { sanitizerRequests };
};

const expectSanitized = async (page: Page) => {
  const main = page.getByRole('main');
  await expect(main.getByText('leather boots')).toBeVisible();
  expect(await main.getByText('leather boots').evaluate((element) => element.tagName)).toBe('STRONG');
  await expect(main.getByRole('listitem').filter({ hasText: 'Week one: shop safety' })).toBeVisible();

  const kit = main.getByRole('link', { name: 'Kit list' });
  await expect(kit).toHaveAttribute('target', '_blank');
  await expect(kit).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.getByRole('link', { name: 'Campus map' })).not.toHaveAttribute('target');
  // A script or data address is no link: the browser's sanitizer and DOMPurify both drop the href.
  for (const name of ['Run', 'Basic', 'Data'])
    await expect(main.getByText(name, { exact: true })).not.toHaveAttribute('href');
  await expect(main.getByRole('img', { name: 'Not an address' })).not.toHaveAttribute('src');
  await expect(main.getByRole('img', { name: 'Not an address' })).toHaveAttribute('loading', 'lazy');

  const description = main.getByText('leather boots').locator('xpath=ancestor::p/..');
  await expect(description.locator('script, style, form, input, iframe')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  await expect(main).toBeVisible();
};

test('school HTML is sanitized by the browser itself, and no sanitizer is downloaded', async ({ page }) => {
  const { sanitizerRequests } = await openCourseWithDescription(page);
  await expectSanitized(page);
  expect(sanitizerRequests).toEqual([]);
});

test('in a browser without the Sanitizer API, DOMPurify loads and sanitizes the same HTML the same way', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });
  const { sanitizerRequests } = await openCourseWithDescription(page);
  await expectSanitized(page);
  expect(sanitizerRequests).toHaveLength(1);
});
