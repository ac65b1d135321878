// `npm test`: set up, then every check the project has, in the order that fails fastest.
// Only Node's own modules are imported (setup.mjs, build-apps.mjs and run.mjs use nothing else): this runs
// before anything is installed.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { buildApps } from './lib/build-apps.mjs';
import { run, step } from './lib/run.mjs';
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

const { pnpm, pnpmArgs } = await ensureSetup();
await ensureChromium();
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
await buildApps();
step('Browser tests (Playwright against the production builds)');
await run(pnpm, pnpmArgs(['run', 'test:e2e']), { env: { ...process.env, CI: process.env.CI ?? '' } });
console.log('\nAll checks passed.');
