// `pnpm capture:screenshots [portal URL]`: screenshots of every route of the shell, browse, profile and enrollments,
// signed out, as the demo student and as the demo guardian, on a phone (390 px) and a desktop
// (1366 px), into docs/screenshots/ (the README shows them). Run it against a portal `npm start` serves.
// `pnpm capture:screenshots --spanish [portal URL]`: the main pages in Spanish, signed out and as the demo
// student, from a browser that reads Spanish, as `es-<who>-<page>-<phone|desktop>.png`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import {
  putInLocalStorage,
  SESSION_STORAGE_KEY,
  signInThroughApi,
  storedSession,
} from './lib/demo-session.mjs';

const spanish = process.argv.includes('--spanish');
const portal =
  process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'http://localhost:4100';
const folder = path.join(import.meta.dirname, '../docs/screenshots');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];
const VISITORS = [
  { name: 'visitor', email: null },
  { name: 'student', email: 'student@demo.school' },
  ...(spanish ? [] : [{ name: 'guardian', email: 'guardian@demo.school' }]),
];

/** One page of each kind: the category list, a category, a course, a pathway, then the shell's own. */
const routes = async () => {
  const get = async (url) => (await (await fetch(new URL(url, portal))).json()).data;
  const { categories } = await get('/api/course_categories/');
  for (const category of categories) {
    const { courses, pathways } = await get(`/api/course_category/${category.id}/courses_and_pathways`);
    if (!courses.length || !pathways.length) continue;
    return {
      categories: '/categories',
      category: `/category/${category.id}`,
      course: `/category/${category.id}/course/${courses[0].id}`,
      pathway: `/category/${category.id}/program/${pathways[0].id}`,
      profile: '/profile',
      contact: '/contact',
      checkout: '/checkout',
      enrollments: '/enrollments',
      schedule: '/schedule',
      calendar: '/calendar',
      interests: '/interests',
      attendance: '/attendance',
      ...(spanish ? { account: '/account', documents: '/documents' } : {}),
    };
  }
  throw new Error('no category with both a course and a pathway');
};

mkdirSync(folder, { recursive: true });
const pages = await routes();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const visitor of VISITORS) {
    const session = visitor.email ? await signInThroughApi(portal, visitor.email) : null;
    for (const size of SIZES) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        ...(spanish ? { locale: 'es-US' } : {}),
      });
      if (session) {
        await context.addInitScript(putInLocalStorage, {
          key: SESSION_STORAGE_KEY,
          value: storedSession(session),
        });
      }
      const page = await context.newPage();
      for (const [name, route] of Object.entries(pages)) {
        await page.goto(new URL(route, portal).href);
        await page.getByRole('main').getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        const file = path.join(folder, `${spanish ? 'es-' : ''}${visitor.name}-${name}-${size.name}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
