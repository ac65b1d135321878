// Only Node's own modules here (and in run.mjs): this runs before anything is installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { commandWorks, repoRoot, run, step } from './run.mjs';

const PNPM_MAJOR = '10';
/** The pnpm that setup installs into the clone when no pnpm 10 is on PATH. */
export const PNPM_VERSION = '10.34.9';
/** Where that pnpm lives: inside the clone, gitignored. Nothing is installed globally. */
export const TOOLING_DIR = path.join(repoRoot, '.tooling');
const localPnpmPackage = path.join(TOOLING_DIR, 'node_modules/pnpm');
const localPnpmBin = path.join(localPnpmPackage, 'bin/pnpm.cjs');
const localBinDir = path.join(TOOLING_DIR, 'node_modules/.bin');

const localPnpmVersion = () => {
  try {
    return JSON.parse(readFileSync(path.join(localPnpmPackage, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};

/**
 * Finds pnpm 10: the one on PATH if it is pnpm 10, else the clone's own copy in .tooling/ (installed
 * there with npm the first time). With the clone's copy, its bin folder goes first on PATH so that the
 * `pnpm ...` calls inside package.json scripts find it too.
 * @returns {Promise<{ pnpm: string, pnpmArgs: (args: string[]) => string[] }>} how to run pnpm
 */
export const ensurePnpm = async () => {
  const onPath = commandWorks('pnpm', ['--version']);
  if (onPath?.startsWith(`${PNPM_MAJOR}.`)) return { pnpm: 'pnpm', pnpmArgs: (args) => args };

  if (localPnpmVersion() !== PNPM_VERSION || !existsSync(localPnpmBin)) {
    step(
      `Installing pnpm ${PNPM_VERSION} into .tooling/ (found ${onPath ? `pnpm ${onPath}` : 'none'} on PATH)`,
    );
    await run('npm', [
      'install',
      '--prefix',
      TOOLING_DIR,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  process.env.PATH = [localBinDir, process.env.PATH].filter(Boolean).join(path.delimiter);
  return { pnpm: process.execPath, pnpmArgs: (args) => [localPnpmBin, ...args] };
};

/**
 * Makes a fresh clone on a machine with only Node and npm ready: pnpm 10 (corepack does not work here,
 * and pnpm 11 needs Node 22), then the workspace's pinned dependencies from the committed lockfile.
 * @returns {Promise<{ pnpm: string, pnpmArgs: (args: string[]) => string[] }>} how to run pnpm
 */
export const ensureSetup = async () => {
  const pnpm = await ensurePnpm();
  step('Installing dependencies');
  await run(pnpm.pnpm, pnpm.pnpmArgs(['install', '--frozen-lockfile']));
  return pnpm;
};
