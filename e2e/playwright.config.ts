import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { mainStack } from './support/ports';

// tests/spec-only/ needs the API in spec-only mode (E2E_API_SPEC_ONLY=1, its own run in npm test).
const specOnlyIgnored = process.env.E2E_API_SPEC_ONLY === '1' ? [] : ['**/spec-only/**'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One worker unless E2E_WORKERS says more. The files can run side by side (a test that changes data
  // has a student of its own, fixtures/fresh-student.ts, and what every test would see runs alone after
  // the rest, tests/alone/), and two workers take 15.7 min where one takes 19.4 here; but with both
  // cores busy a step can starve: in the last two-worker run of npm test, the documents upload and the
  // keyboard journeys' address editor each failed once and passed on retry, and the keyboard journeys
  // have failed their retry too before (docs/adr/016-where-the-test-time-goes.md). Not the default yet.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  projects: [
    // The longest file (minutes of vectors) starts first, so that the other worker takes the rest
    // meanwhile instead of waiting for it at the end.
    { name: 'long', testMatch: ['**/xss-corpus.spec.ts'] },
    { name: 'side by side', testIgnore: [...specOnlyIgnored, '**/alone/**', '**/xss-corpus.spec.ts'] },
    { name: 'alone', testMatch: ['**/alone/**/*.spec.ts'], dependencies: ['long', 'side by side'] },
  ],
  use: {
    baseURL: `http://localhost:${mainStack.shell}`,
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
