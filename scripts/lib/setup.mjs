import { commandWorks, run, step } from './run.mjs';

const PNPM_MAJOR = '10';

/**
 * Makes a fresh machine with only Node and npm ready: pnpm 10 (corepack does not work here, and pnpm 11
 * needs Node 22), then the workspace's pinned dependencies from the committed lockfile.
 * @returns {Promise<string>} the pnpm command to use
 */
export const ensureSetup = async () => {
  let pnpm = 'pnpm';
  const version = commandWorks('pnpm', ['--version']);
  if (!version?.startsWith(`${PNPM_MAJOR}.`)) {
    step(`Installing pnpm ${PNPM_MAJOR} (found ${version ?? 'none'})`);
    try {
      await run('npm', ['install', '--global', `pnpm@${PNPM_MAJOR}`]);
    } catch {
      console.warn('Could not install pnpm globally; using it through npx.');
      pnpm = 'npx';
    }
  }
  const pnpmArgs = (args) => (pnpm === 'npx' ? ['--yes', `pnpm@${PNPM_MAJOR}`, ...args] : args);
  step('Installing dependencies');
  await run(pnpm, pnpmArgs(['install', '--frozen-lockfile']));
  return { pnpm, pnpmArgs };
};
