// `pnpm test:remote <name>` (or, inside a remote, `pnpm test`): one remote's checks, as the team that
// owns it runs them before a release. The host contract's version, the remote's own jest tests, then
// the browser flows that load it (e2e/support/flows-by-remote.mjs) against production builds of the
// shell and the other remotes as they are. Like `npm test`, it sets up whatever is missing first.
// Only Node's own modules are imported here and in what it imports: this runs before any install.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { flowsTouching } from '../e2e/support/flows-by-remote.mjs';
import { presentRemotes } from '../tooling/remotes/portal-remotes.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { folderPattern, printStepTimes, repoRoot, run, step } from './lib/run.mjs';
import { ensureSetup } from './lib/setup.mjs';

/** Flows that must run with nothing else running: after the others. */
const ALONE = 'tests/alone/';
/** Flows against the API as a school's backend with the spec's calls only: a stack of their own. */
const SPEC_ONLY = 'tests/spec-only/';

/**
 * One remote's checks. The remote is built again; the other apps are built only when they have no
 * build yet (`pnpm build` renews them).
 * @param {{ folder: string, name: string }} remote
 */
export const testRemote = async (remote, { pnpm, pnpmArgs }) => {
  step(`${remote.folder}: host contract version`);
  await run(pnpm, pnpmArgs(['run', 'contract:check']));

  step(`${remote.folder}: unit and component tests (jest)`);
  await run(pnpm, pnpmArgs(['run', 'test:unit', '--ci', '--testPathPatterns', folderPattern(remote.folder)]));

  const unbuilt = ['api', 'shell', ...presentRemotes().map((other) => other.folder)].filter(
    (app) => app !== remote.folder && !existsSync(path.join(repoRoot, app, 'dist')),
  );
  await buildApps([remote.folder, ...unbuilt]);

  const flows = flowsTouching(remote.name).map((file) => `tests/${file}`);
  if (flows.length === 0) return;
  await ensureChromium();
  step(`${remote.folder}: the browser flows that load it (${flows.length} files)`);
  const playwright = (args, env = {}) =>
    run(pnpm, pnpmArgs(['--filter', '@portal/e2e', 'exec', 'playwright', 'test', ...args]), {
      env: { ...process.env, ...env },
    });
  const under = (folder) => flows.filter((file) => file.startsWith(folder));
  const together = flows.filter((file) => !file.startsWith(ALONE) && !file.startsWith(SPEC_ONLY));
  if (together.length) await playwright(['--project=long', '--project=side by side', ...together]);
  // --no-deps: what 'alone' waits for in a full run has just run, narrowed to this remote.
  if (under(ALONE).length) await playwright(['--project=alone', '--no-deps', ...under(ALONE)]);
  // As npm test runs them, on ports of their own (PGlite here, where npm test uses PostgreSQL).
  if (under(SPEC_ONLY).length)
    await playwright(['--project=side by side', ...under(SPEC_ONLY)], {
      E2E_API_SPEC_ONLY: '1',
      E2E_PORT_BASE: '5600',
    });
};

const main = async () => {
  const name = process.argv[2];
  const remote = presentRemotes().find((candidate) => candidate.name === name || candidate.folder === name);
  if (!remote) {
    const names = presentRemotes().map((candidate) => candidate.name);
    console.error(
      `Usage: pnpm test:remote <name>, one of: ${names.join(', ')}${name ? ` (not ${name})` : ''}`,
    );
    process.exit(2);
  }
  const pnpm = await ensureSetup();
  await testRemote(remote, pnpm);
  printStepTimes();
  console.log(`\nAll of ${remote.folder}'s checks passed.`);
};

// Run as a command, not when npm test imports testRemote.
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
