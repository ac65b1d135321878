import { continueEarlyStart, startRouteEarly } from './lib/federation/early-route';
import { takeInlineStart } from './lib/federation/inline-start';
import { nextTask } from './lib/next-task';

// Before anything else: the route's remote code and reads start now, in parallel with what follows.
const early = startRouteEarly({
  location: window.location,
  sessionStorage: window.sessionStorage,
  document,
  fetch: (...args) => window.fetch(...args),
  inline: takeInlineStart(),
});
// The host contract is this build's own copy of @portal/shared (its HOST_CONTRACT_VERSION, from the same
// package.json): the remote's code may be preloaded as soon as its manifest accepts it, without waiting
// for @portal/shared to load.
if (process.env.PORTAL_HOST_CONTRACT) early.contractKnown(process.env.PORTAL_HOST_CONTRACT);

/**
 * Start-up, one library per task. The async boundary lets the federation runtime negotiate shared
 * libraries before any of them runs; once their files are in (index.html preloads them), every import
 * below would otherwise resolve in one chain of microtasks, and the page would evaluate React, the
 * router, react-query, zod and the shell in one long task (about 0.4 s on a phone's CPU, ADR 014).
 * Evaluating each in a task of its own lets the browser paint and answer input in between.
 */

const START_UP = [
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('@portal/shared/router'),
  () => import('@portal/shared/zod'),
  () => import('@portal/shared/contracts'),
  // The first date format loads the browser's locale data (about 25 ms here, 0.1 s at 4x); @portal/shared
  // formats one as it loads (the browser's timezone), so that cost gets a task of its own.
  async () => Intl.DateTimeFormat().resolvedOptions(),
  async () => {
    const { getSessionToken, requestEarly } = await import('@portal/shared');
    void continueEarlyStart(early, { requestEarly, token: getSessionToken() });
  },
  () => import('@portal/shared/ui-base'),
];

const start = async () => {
  for (const load of START_UP) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
};

void start();
