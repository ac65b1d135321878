// `npm test`: set up, then every check the project has, in the order that fails fastest.
// Only Node's own modules are imported (setup.mjs, build-apps.mjs, postgres.mjs and run.mjs use nothing
// else): this runs before anything is installed.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildApps } from './lib/build-apps.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';
import { printStepTimes, repoRoot, run, step } from './lib/run.mjs';
import { ensureSetup } from './lib/setup.mjs';

const CHROMIUM = '/usr/bin/chromium';

const ensureChromium = async () => {
  if (process.env.CHROMIUM_PATH || existsSync(CHROMIUM)) return;
  step("Installing Debian's chromium for the browser tests");
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The API's jest suite again, on a real PostgreSQL server (each test file on a database of its own,
 * api/test/support/postgres-test-db.ts): the configuration DATABASE_URL selects, which PGlite only
 * imitates. The throwaway server is removed afterwards, whether the tests pass or not.
 */
const testApiOnPostgres = async ({ pnpm, pnpmArgs }) => {
  step('API tests on PostgreSQL (a throwaway server on a loopback port)');
  const started = Date.now();
  const server = await startThrowawayPostgres();
  try {
    await run(
      pnpm,
      pnpmArgs([
        'run',
        'test:unit',
        '--ci',
        '--selectProjects',
        'node',
        '--testPathPatterns',
        `^${escapeRegExp(path.join(repoRoot, 'api'))}/`,
        `--maxWorkers=${Math.max(2, availableParallelism())}`,
      ]),
      { env: { ...process.env, TEST_DATABASE_URL: server.url } },
    );
  } finally {
    await server.stop();
  }
  console.log(`API tests on PostgreSQL: ${Math.round((Date.now() - started) / 1000)} s`);
};

const { pnpm, pnpmArgs } = await ensureSetup();
await ensureChromium();
await ensurePostgres();
step('Host contract version');
await run(pnpm, pnpmArgs(['run', 'contract:check']));
step('Formatting');
await run(pnpm, pnpmArgs(['run', 'format:check']));
step('Type check');
await run(pnpm, pnpmArgs(['run', 'typecheck']));
step('Lint');
await run(pnpm, pnpmArgs(['run', 'lint']));
step('Unit and component tests (jest)');
// jest's default is one worker fewer than the cores: on two cores, one. The suites are CPU-bound
// (jsdom), and the main process only waits, so every core gets a worker.
await run(
  pnpm,
  pnpmArgs(['run', 'test:unit', '--ci', `--maxWorkers=${Math.max(2, availableParallelism())}`]),
);
await testApiOnPostgres({ pnpm, pnpmArgs });
await buildApps();
step('Durability: writes acknowledged before a SIGKILL are all there (short run: 2 rounds each)');
await run(process.execPath, ['scripts/durability.mjs', '--rounds', '2']);
await run(process.execPath, ['scripts/durability.mjs', '--rounds', '2', '--postgres']);
step('Browser tests (Playwright against the production builds)');
const e2eEnv = { ...process.env, CI: process.env.CI ?? '' };
await run(pnpm, pnpmArgs(['run', 'test:e2e']), { env: e2eEnv });
step(
  "Browser tests as a school runs the portal: PostgreSQL, and an API with the spec's calls only (the core journeys, sign-in, browse and cart, profile editors)",
);
const postgres = await startThrowawayPostgres();
try {
  await run(
    pnpm,
    pnpmArgs([
      'run',
      'test:e2e',
      'tests/spec-only/',
      'tests/keyboard-journeys.spec.ts',
      'tests/browse-actions.spec.ts',
    ]),
    {
      env: { ...e2eEnv, E2E_DATABASE_URL: postgres.url, E2E_API_SPEC_ONLY: '1', E2E_PORT_BASE: '5600' },
    },
  );
} finally {
  await postgres.stop();
}
printStepTimes();
console.log('\nAll checks passed.');
