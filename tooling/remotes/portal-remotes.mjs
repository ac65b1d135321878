// The portal's remotes as `portal.remotes.json` defines them, for the Node side (webpack, scripts, jest,
// e2e). Node built-ins only: `npm start` and `npm test` read it before the dependencies are installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const DEFINITION_FILE = path.join(repoRoot, 'portal.remotes.json');

/** The shell's port under `pnpm dev` and `npm start`; each remote serves at this + its portOffset. */
export const DEV_SHELL_PORT = 4100;

/**
 * @typedef {{ module: string, file: string, title: string, when: string[], route?: string, slideOut?: string, component?: string, visitors?: boolean, preload?: string[] }} ExposedModule
 * @typedef {{ name: string, folder: string, portOffset: number, description: string, exposes: ExposedModule[] }} RemoteDefinition
 */

/** @returns {{ remotes: RemoteDefinition[] }} */
export const readDefinition = () => JSON.parse(readFileSync(DEFINITION_FILE, 'utf8'));

/** @type {RemoteDefinition[]} every remote, built or planned */
export const REMOTES = readDefinition().remotes;

/** The remotes whose folder exists in this checkout (the rest are planned). */
export const presentRemotes = () =>
  REMOTES.filter((remote) => existsSync(path.join(repoRoot, remote.folder, 'package.json')));

/** The remotes this checkout has built. */
export const builtRemotes = () =>
  REMOTES.filter((remote) => existsSync(path.join(repoRoot, remote.folder, 'dist/remoteEntry.js')));

export const remotePort = (shellPort, remote) => shellPort + remote.portOffset;

/** Every remote's package is named after its folder: remote-browse is @portal/remote-browse. */
export const packageNameOf = (remote) => `@portal/${remote.folder}`;

/**
 * The remote an app folder builds, by its package name (so that a copy of a remote's folder, as the
 * e2e tests make, still builds as that remote).
 * @returns {RemoteDefinition}
 */
export const remoteInFolder = (appDir) => {
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const remote = REMOTES.find((candidate) => packageNameOf(candidate) === name);
  if (!remote) throw new Error(`${name} is not in portal.remotes.json: add it there (pnpm new:remote)`);
  return remote;
};
