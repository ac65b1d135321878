import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { mainStack } from './support/ports';

export default defineConfig({
  testDir: './tests',
  // tests/spec-only/ needs the API in spec-only mode (E2E_API_SPEC_ONLY=1, its own run in npm test).
  testIgnore: process.env.E2E_API_SPEC_ONLY === '1' ? [] : ['**/spec-only/**'],
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${mainStack.shell}`,
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
