// `pnpm measure:registration`: the time from pressing Register on a class (ENR-120-R, Volunteer Tutor
// Training) to the registration form's entry step being usable (its first field shown and enabled),
// (1) in a new browser, remote-registration not loaded yet, and (2) again in the same page, with it
// loaded; and the gzipped JavaScript the class panel and the form's first open fetch, up to the entry
// step being usable (remote-registration's own, and all of it). As student@demo.school, against production builds. A report, not a test. Needs `pnpm build`
// and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { signInThroughApi, signedInContext } from './lib/demo-session.mjs';
import { printTimes } from './lib/timing.mjs';
import { REMOTES, remotePort, startPortalStack } from './lib/portal-stack.mjs';
import { typeWizardSignature } from './lib/wizard-signature.mjs';

const ports = { api: 4880, shell: 4890 };
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CLASS_CODE = 'ENR-120-R';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-registration-'));
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A new browser signed in with `session`, on the catalog search's result for the class. */
const searchedClass = async (session) => {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  await page.goto(new URL('/categories', stack.shellUrl).href);
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: 'Search courses, classes and pathways' });
  await search.fill(CLASS_CODE);
  await search.press('Enter');
  const searchResult = main
    .getByRole('region', { name: 'Classes', exact: true })
    .getByRole('button', { name: new RegExp(CLASS_CODE) });
  return { context, page, searchResult };
};

try {
  const session = await signInThroughApi(stack.shellUrl, 'student@demo.school');
  // The demo student has no signature yet: make one as a student would, in the wizard's own editor.
  {
    const { context, page, searchResult } = await searchedClass(session);
    await searchResult.click();
    await page.getByRole('dialog', { name: 'Class' }).getByRole('button', { name: 'Register' }).click();
    await typeWizardSignature(page);
    await context.close();
  }
  const signedIn = await signInThroughApi(stack.shellUrl, 'student@demo.school');
  const cold = [];
  const warm = [];
  let added = { own: 0, all: 0, files: 0 };

  for (let round = 1; round <= ROUNDS; round += 1) {
    const { context, page, searchResult: result } = await searchedClass(signedIn);

    const openAndTime = async (beforeOpen = () => {}) => {
      beforeOpen();
      await result.click();
      const register = page.getByRole('dialog', { name: 'Class' }).getByRole('button', { name: 'Register' });
      await register.waitFor();
      // Timed in the page, from the press to the first frame with the field there and enabled, so that
      // the driver's own polling is not counted.
      await page.evaluate((label) => {
        const usable = () =>
          [...document.querySelectorAll('[role="dialog"] label')].some((element) => {
            const input = element.htmlFor ? document.getElementById(element.htmlFor) : null;
            return element.textContent.includes(label) && input !== null && !input.disabled;
          });
        window.__registrationTimed = new Promise((resolve) => {
          document.addEventListener(
            'pointerdown',
            () => {
              const start = performance.now();
              const check = () =>
                usable() ? resolve(performance.now() - start) : requestAnimationFrame(check);
              requestAnimationFrame(check);
            },
            { capture: true, once: true },
          );
        });
      }, 'Emergency contact name');
      await register.click();
      return page.evaluate(() => window.__registrationTimed);
    };

    const scripts = [];
    const collect = (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    };
    // What the class panel and pressing Register fetch together: the panel prepares the registration
    // form's code while the student reads it, so which of the two fetches it depends on the student.
    cold.push(await openAndTime(() => page.on('response', collect)));
    page.off('response', collect);
    if (round === 1) {
      const registration = REMOTES.find((remote) => remote.name === 'registration');
      const registrationOrigin = `http://localhost:${remotePort(ports.shell, registration)}`;
      added = { own: 0, all: 0, files: scripts.length };
      for (const response of scripts) {
        const bytes = gzipSync(await response.body()).byteLength;
        added.all += bytes;
        if (new URL(response.url()).origin === registrationOrigin) added.own += bytes;
      }
    }

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Registration' }).waitFor({ state: 'hidden' });
    warm.push(await openAndTime());
    await context.close();
  }

  printTimes(`Register to a usable entry step, remote-registration not loaded (${CLASS_CODE})`, cold);
  printTimes('Register to a usable entry step, remote-registration loaded', warm);
  console.log(
    `JavaScript the class panel and the form's first open fetch: ${kb(added.all)} gzip in ${added.files} files, ${kb(added.own)} of it remote-registration's`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
