// A release's preflight, before it takes any traffic (scripts/release-remote.mjs):
//   1. its manifest, its entry and each exposed module's files load from where it is staged;
//   2. the live shell accepts it (the host contract its manifest asks for is the one the live shell
//      provides) and each exposed module loads there;
//   3. each of its pages renders in the live shell, against the live API.
// Steps 2 and 3 run in Chromium on a preflight origin: a proxy to the live portal that serves a
// deployment file naming the staged release for this one remote. The live shell's own code decides,
// as it will for every student once the release is live; nobody else sees the staged release.
import httpProxy from '@fastify/http-proxy';
import { chromium } from '@playwright/test';
import Fastify from 'fastify';
import { CHROMIUM_ARGS, headlessBrowserPath } from './chromium.mjs';
import { DEMO_PASSWORD, signedInContext, signInThroughApi } from './demo-session.mjs';
import { freePort } from './free-port.mjs';
import { checkFiles, PreflightFailed, reasonOf } from './preflight-files.mjs';
import { DEMO_STUDENT, demoPaths } from './portal-routes.mjs';

export { PreflightFailed } from './preflight-files.mjs';

/** The preflight origin: the live portal, except that remotes.json names the staged release. */
const startPreflightOrigin = async ({ portalUrl, live, remote, manifestUrl }) => {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get('/remotes.json', (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ...live, [remote.name]: manifestUrl };
  });
  await app.register(httpProxy, { upstream: portalUrl, prefix: '/' });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}`, close: () => app.close() };
};

/**
 * Step 2, in the page: the live shell's own federation runtime loads each exposed module, with the
 * shell's plugins (its host contract check among them). Resolves to the first failure, or null.
 */
const loadEveryModule = async (requests) => {
  const federation = /** @type {any} */ (globalThis).__FEDERATION__;
  const shell = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
  if (!shell) return { request: 'the shell', message: 'it exposes no federation runtime' };
  for (const request of requests) {
    try {
      const module = await shell.loadRemote(request);
      if (typeof module?.Component !== 'function') return { request, message: 'it exports no Component' };
    } catch (error) {
      return { request, message: error instanceof Error ? error.message : String(error) };
    }
  }
  return null;
};

/** What the shell shows when a remote's page failed (shell/src/lib/federation/remote-error-boundary.tsx). */
const FAILED_PAGE = /could not be loaded|is unavailable/;

/**
 * Steps 2 and 3 in Chromium. Pages a visitor may open are opened signed out; the others signed in as
 * `account` (the demo student unless PREFLIGHT_EMAIL and PREFLIGHT_PASSWORD name a school's own).
 */
const checkInBrowser = async ({ portalUrl, live, remote, manifestUrl, account, log }) => {
  const origin = await startPreflightOrigin({ portalUrl, live, remote, manifestUrl });
  const browser = await chromium.launch({ executablePath: headlessBrowserPath(), args: CHROMIUM_ARGS });
  try {
    const session = await signInThroughApi(portalUrl, account.email, account.password);
    const pathOf = await demoPaths(new URL('/api', portalUrl).href);
    const stagedBase = new URL('.', manifestUrl).href;

    const openPage = async (route, signedIn) => {
      const context = signedIn ? await signedInContext(browser, session) : await browser.newContext();
      const page = await context.newPage();
      const problems = [];
      let usedStaged = false;
      page.on('request', (request) => {
        if (request.url().startsWith(stagedBase)) usedStaged = true;
      });
      page.on('pageerror', (error) => problems.push(reasonOf(error.message)));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('[portal]')) {
          problems.push(reasonOf(message.text()));
        }
      });
      await page.goto(new URL(route, origin.url).href);
      return { context, page, problems, usedStaged: () => usedStaged };
    };

    const modules = remote.exposes.map((expose) => `${remote.name}/${expose.module.replace(/^\.\//, '')}`);
    const home = await openPage('/', true);
    try {
      // The shell registers a remote once the school's flags and the deployment are in, some tasks
      // after its federation runtime exists (shell/src/index.ts starts up one library per task).
      await home.page
        .waitForFunction(
          (name) =>
            /** @type {any} */ (globalThis).__FEDERATION__?.__INSTANCES__
              ?.find((instance) => instance.name === 'shell')
              ?.options?.remotes?.some((registered) => registered.name === name),
          remote.name,
          { timeout: 30_000 },
        )
        .catch(() => {
          throw new PreflightFailed(
            'the live shell loads it',
            `the live shell did not register ${remote.name} within 30 s (is its module on for this school?)`,
          );
        });
      const failure = await home.page.evaluate(loadEveryModule, modules);
      if (failure) {
        throw new PreflightFailed(
          'the live shell loads it',
          `${failure.request}: ${reasonOf(failure.message)}`,
        );
      }
      if (!home.usedStaged()) {
        throw new PreflightFailed('the live shell loads it', `the page did not load ${stagedBase}`);
      }
    } finally {
      await home.context.close();
    }
    log(`  ✓ the live shell accepts it (host contract met) and loads its ${modules.length} exposed modules`);

    const pages = remote.exposes.filter((expose) => expose.route);
    for (const expose of pages) {
      const route = pathOf(/** @type {string} */ (expose.route));
      const step = `${route} renders`;
      const opened = await openPage(route, !expose.visitors);
      try {
        const main = opened.page.getByRole('main');
        // Rendered: the page's heading is there and its loading state is gone, or the shell's fallback is.
        await main.getByRole('heading').first().waitFor({ timeout: 30_000 });
        await opened.page
          .getByText(`Loading ${expose.title}`)
          .waitFor({ state: 'detached', timeout: 30_000 });
        const text = await main.innerText();
        if (FAILED_PAGE.test(text) || opened.problems.length > 0) {
          throw new PreflightFailed(step, opened.problems[0] ?? text.split('\n').slice(0, 2).join(' '));
        }
        if (!opened.usedStaged()) throw new PreflightFailed(step, `the page did not load ${stagedBase}`);
        log(`  ✓ ${route} renders in the live shell against the live API`);
      } catch (error) {
        if (error instanceof PreflightFailed) throw error;
        throw new PreflightFailed(step, opened.problems[0] ?? error.message.split('\n')[0]);
      } finally {
        await opened.context.close();
      }
    }
  } finally {
    await browser.close();
    await origin.close();
  }
};

/**
 * Runs the preflight of a release staged at `manifestUrl`; throws PreflightFailed at the first step
 * that does not pass. `log` hears each step as it passes.
 * `live` is the deployment the portal serves now, read once by the caller.
 * @param {{ portalUrl: string, live: Record<string, unknown>, remote: { name: string, exposes: { module: string, route?: string, title: string, visitors?: boolean }[] },
 *   manifestUrl: string, log?: (line: string) => void }} options
 */
export const preflight = async ({ portalUrl, live, remote, manifestUrl, log = console.log }) => {
  const { version } = await checkFiles(remote, manifestUrl);
  log(`  ✓ manifest, entry and ${remote.exposes.length} exposed modules load (build ${version})`);
  const account = {
    email: process.env.PREFLIGHT_EMAIL || DEMO_STUDENT,
    password: process.env.PREFLIGHT_PASSWORD || DEMO_PASSWORD,
  };
  await checkInBrowser({ portalUrl, live, remote, manifestUrl, account, log });
  return { version };
};
