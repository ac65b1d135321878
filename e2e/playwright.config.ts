import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../scripts/lib/chromium.mjs';
import { mainStack } from './support/ports';

// tests/spec-only/ needs the API in spec-only mode (E2E_API_SPEC_ONLY=1, its own run in npm test).
const specOnlyIgnored = process.env.E2E_API_SPEC_ONLY === '1' ? [] : ['**/spec-only/**'];
// Files a run leaves to another pass (E2E_IGNORE=tests/a.spec.ts,...): npm test runs those that its
// pass through nginx runs there only, so that each flow runs once.
const ignoredHere = (process.env.E2E_IGNORE ?? '')
  .split(',')
  .filter(Boolean)
  .map((file) => `**/${file.replace(/^tests\//, '')}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two workers (one on a one-core machine) unless E2E_WORKERS says otherwise. The files can run side
  // by side: a test that changes data has a student of its own (fixtures/fresh-student.ts), and what
  // every test would see runs alone after the rest (tests/alone/). One worker keeps one core about half
  // busy (the rest is waiting on the browser and the API), so two take about 14 minutes where one takes
  // 22. The flows that once failed on two workers acted before the page was ready (a select's options
  // still loading, a modal's own focus landing after the test's, a panel still closing); each now waits
  // for what a student waits for (docs/adr/016-where-the-test-time-goes.md).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Each stack's run its own folder: npm test runs the pass through nginx beside the main pass, and a
  // run empties its folder as it starts.
  outputDir:
    process.env.E2E_PRODUCTION_STACK === '1' ? './test-results/production-stack' : './test-results/main',
  projects: [
    // The longest file (minutes of vectors) starts first, so that the other worker takes the rest
    // meanwhile instead of waiting for it at the end.
    { name: 'long', testMatch: ['**/xss-corpus.spec.ts'] },
    {
      name: 'side by side',
      testIgnore: [...specOnlyIgnored, ...ignoredHere, '**/alone/**', '**/xss-corpus.spec.ts'],
    },
    { name: 'alone', testMatch: ['**/alone/**/*.spec.ts'], dependencies: ['long', 'side by side'] },
  ],
  use: {
    baseURL: `http://localhost:${mainStack.shell}`,
    trace: 'on-first-retry',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
});
