// `pnpm measure:interactions`: how fast the portal answers a tap on a mid-range phone. With Chromium's
// CPU slowed INTERACTION_CPU_SLOWDOWN times (default 4, Lighthouse's mobile figure), from a page that has
// loaded and gone quiet, the time from the press to the first frame that shows what was opened:
//   - a class slide-out (a featured class on /categories), its Register or Add to Cart button there;
//   - the mini-cart (the header's Cart button on /categories), its Checkout button there;
//   - an enrollment view (the first enrollment of /enrollments), its general info there;
//   - the registration wizard (Register in ENR-120-R's class panel), its first field usable: pressed
//     once the panel has gone quiet too (a student reads the class first; meanwhile the shell loads the
//     wizard's code, `prepareSlideOut`), and pressed at once, the moment the button shows;
// each the first time (the remote's code not loaded yet) and again (loaded); and, typing 24 characters
// into the wizard's first field, the longest time a key press kept the page from painting (Event
// Timing's duration: input delay, handlers and the next frame). ROUNDS (default 3) new browsers per
// measure, signed in as student@demo.school. A report, not a test. Needs `pnpm build` and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { signInThroughApi, signedInContext } from './lib/demo-session.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';
import { printTimes } from './lib/timing.mjs';
import { typeWizardSignature } from './lib/wizard-signature.mjs';

const ports = { api: 4940, shell: 4950 };
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SLOWDOWN = Number(process.env.INTERACTION_CPU_SLOWDOWN ?? 4);
const REGISTRATION_CLASS = 'ENR-120-R';
/** INTERACTIONS_ONLY=wizard,cart keeps the measures whose name has one of the words. */
const only = process.env.INTERACTIONS_ONLY?.split(',') ?? [];
const wanted = (name) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word));
const FIRST_FIELD = 'Emergency contact name';
const TYPED = 'Morgan Alexander Rivera Q';

/**
 * Runs in the page: resolves `window.__answered` with the milliseconds from the next pointer press to
 * the first animation frame in which `ready` holds (checked every frame, in the page, so that the
 * driver's own polling is not counted).
 */
const armTimer = ({ dialogName, readyText, readySelector, usableField }) => {
  const dialogNamed = () =>
    [...document.querySelectorAll('[role="dialog"]')].find((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const name =
        dialog.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : '');
      return dialogName === null || name?.trim() === dialogName;
    });
  const ready = () => {
    const dialog = dialogNamed();
    if (!dialog || dialog.getClientRects().length === 0) return false;
    if (usableField) {
      return [...dialog.querySelectorAll('label')].some((label) => {
        const input = label.htmlFor ? document.getElementById(label.htmlFor) : null;
        return label.textContent.includes(usableField) && input !== null && !input.disabled;
      });
    }
    if (readySelector) return dialog.querySelector(readySelector) !== null;
    return dialog.textContent.includes(readyText);
  };
  window.__answered = new Promise((resolve) => {
    document.addEventListener(
      'pointerdown',
      () => {
        const start = performance.now();
        const check = () => (ready() ? resolve(performance.now() - start) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-interactions-'));
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A new browser signed in, on `pagePath` once it has gone quiet, then with the CPU slowed. */
const warmPage = async (session, pagePath) => {
  const context = await signedInContext(browser, session, { viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(new URL(pagePath, stack.shellUrl).href);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  return { context, page };
};

/** Presses `control` with the timer armed for what should open; the milliseconds until it showed. */
const timedPress = async (page, control, answer) => {
  await page.evaluate(armTimer, {
    dialogName: null,
    readyText: '',
    readySelector: null,
    usableField: null,
    ...answer,
  });
  await control.click();
  return page.evaluate(() => window.__answered);
};

/**
 * Resolves once the page has fetched nothing new for half a second and its main thread is idle: what
 * it loads while a student reads (a prepared panel's code) is in and has run.
 */
const untilQuiet = async (page) => {
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  let before = -1;
  for (let now = await fetched(); now !== before; now = await fetched()) {
    before = now;
    await page.waitForTimeout(500);
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
};

/** The Register button of the registration class's panel, opened from the catalog search. */
const classPanelRegister = async (page) => {
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: 'Search courses, classes and pathways' });
  if (!(await search.inputValue())) {
    await search.fill(REGISTRATION_CLASS);
    await search.press('Enter');
  }
  await main
    .getByRole('region', { name: 'Classes', exact: true })
    .getByRole('button', { name: new RegExp(REGISTRATION_CLASS) })
    .click();
  const register = page.getByRole('dialog', { name: 'Class' }).getByRole('button', { name: 'Register' });
  await register.waitFor();
  return register;
};

const closeDialog = async (page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
};

/** First and second open of one panel, ROUNDS new browsers. */
const measureOpen = async (name, session, pagePath, control, answer) => {
  if (!wanted(name)) return;
  const first = [];
  const again = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { context, page } = await warmPage(session, pagePath);
    first.push(await timedPress(page, control(page), answer));
    await closeDialog(page);
    again.push(await timedPress(page, control(page), answer));
    await context.close();
  }
  printTimes(`${name}, the first time`, first);
  printTimes(`${name}, again`, again);
};

try {
  const session = await signInThroughApi(stack.shellUrl, 'student@demo.school');
  console.log(`CPU slowed ${SLOWDOWN}x, a 412 x 823 screen, ${ROUNDS} new browsers per measure:`);

  const featuredClass = (page) =>
    page
      .getByRole('main')
      .getByRole('button', { name: /^Class details / })
      .first();
  await measureOpen('Class slide-out', session, '/categories', featuredClass, {
    dialogName: 'Class',
    readyText: 'Add to Cart',
  });
  await measureOpen(
    'Mini-cart',
    session,
    '/categories',
    (page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / }),
    { dialogName: 'Cart', readyText: 'Checkout' },
  );
  await measureOpen(
    'Enrollment view',
    session,
    '/enrollments',
    (page) => page.getByRole('list', { name: 'Enrollments' }).getByRole('button').first(),
    { readySelector: '[aria-label="General info"]' },
  );

  if (wanted('registration wizard')) {
    // The wizard, from the class panel of the catalog search's result; then typing in its first field.
    // The demo student has no signature yet, and the wizard asks for one first: make it as a student
    // would, in the wizard's own editor, before any timing.
    {
      const { context, page } = await warmPage(session, '/categories');
      const register = await classPanelRegister(page);
      await register.click();
      await typeWizardSignature(page);
      await context.close();
    }
    const wizardFirst = [];
    const wizardAtOnce = [];
    const wizardAgain = [];
    const longestKey = [];
    let keysOver50 = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const wizard = { dialogName: 'Registration', usableField: FIRST_FIELD };
      {
        const { context, page } = await warmPage(session, '/categories');
        wizardAtOnce.push(await timedPress(page, await classPanelRegister(page), wizard));
        await context.close();
      }
      const { context, page } = await warmPage(session, '/categories');
      const register = await classPanelRegister(page);
      await untilQuiet(page);
      wizardFirst.push(await timedPress(page, register, wizard));
      await closeDialog(page);
      // The wizard took the class panel's place: open the panel again, as a student would.
      wizardAgain.push(await timedPress(page, await classPanelRegister(page), wizard));

      const field = page.getByRole('dialog', { name: 'Registration' }).getByLabel(FIRST_FIELD);
      await field.focus();
      await page.evaluate(() => {
        // One key press is one interaction (its keydown, keypress and input share an interactionId).
        window.__keyDurations = new Map();
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId)
              window.__keyDurations.set(
                entry.interactionId,
                Math.max(entry.duration, window.__keyDurations.get(entry.interactionId) ?? 0),
              );
        }).observe({ type: 'event', durationThreshold: 16 });
      });
      await page.keyboard.type(TYPED, { delay: 60 });
      // Event Timing reports an entry once its frame has painted: one more frame flushes the last key's.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const keys = await page.evaluate(() => [...window.__keyDurations.values()]);
      longestKey.push(Math.max(0, ...keys));
      keysOver50 += keys.filter((duration) => duration > 50).length;
      await context.close();
    }
    printTimes(
      `Registration wizard (${REGISTRATION_CLASS}) to a usable first field, the first time, the class read first`,
      wizardFirst,
    );
    printTimes('Registration wizard, the first time, pressed the moment the button shows', wizardAtOnce);
    printTimes('Registration wizard to a usable first field, again', wizardAgain);
    printTimes(
      'Typing in the wizard: the longest key press to its next paint (Event Timing, 16 ms and over)',
      longestKey,
    );
    console.log(`Key presses over 50 ms: ${keysOver50} of ${ROUNDS * TYPED.length}`);
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
