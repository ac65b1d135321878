// The release store: where `pnpm release:remote` keeps each remote's releases, the live deployment
// file once a release has been made, and the history of what was made live and when.
//
//   <store>/<remote>/<release>/   one build, never changed once there (its name is its identity)
//   <store>/remotes.json          the live deployment file; until the first release, the base one is live
//   <store>/history.json          every release, refusal, staging and rollback, oldest first
//
// A remote's origin serves <store>/<remote>/ under /releases/, so a release's manifest is
// <origin>/releases/<release>/mf-manifest.json, and the shell serves the live deployment file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../../tooling/files/write-atomically.mjs';
import { repoRoot } from './run.mjs';

/** The store `npm start` serves and the release commands write: RELEASES_DIR, or releases/ in the repository. */
export const defaultReleasesDir = () => process.env.RELEASES_DIR || path.join(repoRoot, 'releases');

const DEPLOYMENT = 'remotes.json';
const HISTORY = 'history.json';

/** The deployment file the shell serves: the store's once a release was made, else the base one. */
export const liveDeploymentFile = (store, baseFile) => {
  const released = path.join(store, DEPLOYMENT);
  return existsSync(released) ? released : baseFile;
};

export const writeDeployment = (store, deployment) =>
  writeAtomically(path.join(store, DEPLOYMENT), `${JSON.stringify(deployment, null, 2)}\n`);

/**
 * @typedef {{ at: string, action: 'release' | 'refused' | 'staged' | 'rollback', remote: string, release?: string,
 *   url: string, previous?: string, reason?: string }} HistoryEvent
 * @returns {HistoryEvent[]}
 */
export const readHistory = (store) => {
  const file = path.join(store, HISTORY);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
};

/** @param {Omit<HistoryEvent, 'at'>} event */
export const recordEvent = (store, event, at = new Date()) => {
  const history = [...readHistory(store), { at: at.toISOString(), ...event }];
  writeAtomically(path.join(store, HISTORY), `${JSON.stringify(history, null, 2)}\n`);
  return history;
};

/**
 * The manifests a remote was made live at, oldest first, as its history leaves them: a release puts
 * one on top (the first one also the manifest it replaced, the base deployment's), a rollback takes
 * the top one off. The top is what should be live; the one below it is where a rollback goes.
 * @param {HistoryEvent[]} history
 * @param {string} remote
 * @returns {string[]}
 */
export const releaseStack = (history, remote) => {
  const stack = [];
  for (const event of history) {
    if (event.remote !== remote) continue;
    if (event.action === 'release') {
      if (stack.length === 0 && event.previous) stack.push(event.previous);
      stack.push(event.url);
    } else if (event.action === 'rollback') {
      stack.pop();
    }
  }
  return stack;
};

/**
 * Where a rollback of `remote` goes, or why there is nowhere to go: the history must have put the
 * live manifest there (a deployment file edited by hand is not rolled back over), and there must be
 * one below it.
 * @returns {{ url: string } | { refused: string }}
 */
export const rollbackTarget = (history, remote, liveUrl) => {
  const stack = releaseStack(history, remote);
  if (stack.length === 0)
    return { refused: `${remote} has never been released from this store: nothing to roll back to` };
  if (stack.at(-1) !== liveUrl) {
    return {
      refused: `${remote} is live at ${liveUrl}, which its history did not make live (${stack.at(-1)} was): the deployment file was changed by hand`,
    };
  }
  if (stack.length < 2) return { refused: `${remote} is at its first deployment: nothing to roll back to` };
  return { url: /** @type {string} */ (stack.at(-2)) };
};

/** A short digest of every file under a folder (names and contents): the identity of a build. */
export const folderDigest = (folder) => {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
};

/**
 * A release's name: its version, the commit its source was at, and its files' digest (two builds of
 * one commit with different changes on top differ in the digest). Safe in a URL path and a folder name.
 */
export const releaseName = ({ version, commit, digest }) =>
  `${version}-${commit}-${digest}`.replace(/[^0-9A-Za-z.-]/g, '-');

/** The release a manifest URL of the store names (`.../releases/<release>/mf-manifest.json`), or null. */
export const releaseOfUrl = (url) => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? null;
