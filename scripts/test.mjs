// `npm test`: set up, then every check the project has, in the order that fails fastest.
// Only Node's own modules are imported (setup.mjs, build-apps.mjs, postgres.mjs and run.mjs use nothing
// else): this runs before anything is installed.
import { availableParallelism } from 'node:os';
import { buildApps } from './lib/build-apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';
import { folderPattern, printStepTimes, run, runSideBySide, step } from './lib/run.mjs';
import { ensureSetup } from './lib/setup.mjs';
import { changedFiles, remotesChangedAlone } from './lib/changed.mjs';
import { testRemote } from './test-remote.mjs';
import { presentRemotes } from '../tooling/remotes/portal-remotes.mjs';

/**
 * The API's tests that npm test runs on PostgreSQL only (testApiOnPostgres): all but its database layer
 * (migrations, the seed, a database that goes away), which runs on PGlite as well. The rest is the
 * same code over the same Db interface; on PGlite, WebAssembly in the test's own process, it took
 * twice as long (409 s of the workers' time against 205 s, ADR 016). `npm start` and the browser
 * tests run the API on PGlite, so they cover it there end to end.
 */
const API_TESTS_ON_POSTGRES_ONLY = `${folderPattern('api')}(?!test/db\\.test\\.ts$|test/database-unavailable\\.test\\.ts$|src/db/)`;

/**
 * The API's jest suite, on a real PostgreSQL server (each test file on a copy of one seeded database,
 * api/test/support/seeded-snapshot.ts): the configuration DATABASE_URL selects, which PGlite only
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
        folderPattern('api'),
        `--maxWorkers=${Math.max(2, availableParallelism())}`,
      ]),
      { env: { ...process.env, TEST_DATABASE_URL: server.url } },
    );
  } finally {
    await server.stop();
  }
  console.log(`API tests on PostgreSQL: ${Math.round((Date.now() - started) / 1000)} s`);
};

/**
 * `npm test -- --changed [--base REV]` (REV: main by default): when every file the branch changed is
 * inside remotes' folders, only those remotes' checks (scripts/test-remote.mjs); else everything.
 * @returns {Promise<boolean>} whether the remotes' checks were enough
 */
const testOnlyWhatChanged = async (tools) => {
  const baseAt = process.argv.indexOf('--base');
  const base = baseAt > 0 ? process.argv[baseAt + 1] : 'main';
  const files = changedFiles(base);
  const remotes = remotesChangedAlone(files, presentRemotes());
  if (!remotes) {
    console.log(`--changed: files outside the remotes' folders changed since ${base}, so every check runs.`);
    return false;
  }
  if (remotes.length === 0) {
    console.log(`--changed: nothing changed since ${base}, so nothing runs.`);
    return true;
  }
  for (const remote of remotes) await testRemote(remote, tools);
  printStepTimes();
  console.log(`\nThe checks of ${remotes.map((remote) => remote.folder).join(', ')} passed.`);
  return true;
};

const { pnpm, pnpmArgs } = await ensureSetup();
if (process.argv.includes('--changed') && (await testOnlyWhatChanged({ pnpm, pnpmArgs }))) process.exit(0);
await ensureChromium();
await ensurePostgres();
await ensureNginx();
// Side by side, these four take less than one after the other (measured 79 s to 62 s here, 70 s to
// 53 s on a fresh clone), though not half: the type check and lint each use more than one core at times.
step('Host contract version, formatting, type check and lint, side by side');
await runSideBySide(
  [
    ['Host contract version', 'contract:check'],
    ['Formatting', 'format:check'],
    ['Type check', 'typecheck'],
    ['Lint', 'lint'],
  ].map(([title, script]) => ({ title, commands: [{ command: pnpm, args: pnpmArgs(['run', script]) }] })),
);
step(
  "Unit and component tests (jest): the browser code, the tooling, and the API's database layer on PGlite",
);
// jest's default is one worker fewer than the cores: on two cores, one. The suites are CPU-bound
// (jsdom), and the main process only waits, so every core gets a worker.
await run(
  pnpm,
  pnpmArgs([
    'run',
    'test:unit',
    '--ci',
    `--maxWorkers=${Math.max(2, availableParallelism())}`,
    // Given here, the list replaces jest's default, which is node_modules alone.
    '--testPathIgnorePatterns',
    '/node_modules/',
    API_TESTS_ON_POSTGRES_ONLY,
  ]),
);
await testApiOnPostgres({ pnpm, pnpmArgs });
await buildApps();
/**
 * The flows of the pass through nginx (below). The files among them that need no spec-only API also
 * suit the main pass, but run there only: each flow runs once in npm test.
 */
const THROUGH_NGINX = [
  'tests/spec-only/',
  'tests/keyboard-journeys.spec.ts',
  'tests/browse-actions.spec.ts',
  'tests/security-headers.spec.ts',
  'tests/production-stack.spec.ts',
];
const e2eEnv = { ...process.env, CI: process.env.CI ?? '' };
const script = (file, ...args) => ({ command: process.execPath, args: [file, ...args] });
// The main browser pass keeps the two cores about 82 % busy (404 s of wall time, 658 s of CPU, measured
// with /proc/stat): the rest is its workers waiting on the browser and the API. The other checks that
// need the builds keep them about half busy alone (the pass through nginx 55 %, the server checks 35 to
// 75 %), so they run beside it, one after another in a lane of their own, on stacks and ports of their
// own, and take the cores the main pass leaves idle (docs/adr/016-where-the-test-time-goes.md).
step(
  'Browser tests (Playwright against the production builds), and beside them the checks on the stack a school runs',
);
await runSideBySide([
  {
    title: 'Browser tests (Playwright against the production builds)',
    live: true,
    commands: [
      {
        command: pnpm,
        args: pnpmArgs(['run', 'test:e2e']),
        options: {
          env: { ...e2eEnv, E2E_IGNORE: THROUGH_NGINX.filter((file) => file.endsWith('.ts')).join(',') },
        },
      },
    ],
  },
  {
    title:
      "As a school runs the portal: browser tests through nginx in front of two API processes on PostgreSQL, the API with the spec's calls only (the core journeys, sign-in, browse and cart, profile editors, security headers, nginx as an edge and a load balancer); durability (writes acknowledged before a SIGKILL are all there, 2 rounds each); PostgreSQL stopped and started under load (two APIs serve 503 meanwhile and recover); the registration-day rush through nginx (100 students for 5 seats on two API processes, one killed mid-race: no overbooking, no charge without a seat, no double charge, nothing acknowledged lost)",
    commands: [
      // The stack starts its own throwaway PostgreSQL (scripts/lib/production-stack.mjs).
      {
        command: pnpm,
        args: pnpmArgs(['run', 'test:e2e', ...THROUGH_NGINX]),
        options: {
          env: { ...e2eEnv, E2E_PRODUCTION_STACK: '1', E2E_API_SPEC_ONLY: '1', E2E_PORT_BASE: '5600' },
        },
      },
      script('scripts/durability.mjs', '--rounds', '2'),
      script('scripts/durability.mjs', '--rounds', '2', '--postgres'),
      script('scripts/database-restart.mjs', '--rounds', '2'),
      script('scripts/measure-rush.mjs', '--check'),
    ],
  },
]);
printStepTimes();
console.log('\nAll checks passed.');
