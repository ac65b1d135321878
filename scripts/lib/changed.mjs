// What a branch changed, and whether a remote's own checks are enough for it (`npm test -- --changed`).
// Node's own modules only.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './run.mjs';

const git = (args) => {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
};

/**
 * The files changed since the branch left `base` (committed on the branch, not yet committed, and new
 * files git does not ignore).
 */
export const changedFiles = (base) => [
  ...new Set([
    ...git(['diff', '--name-only', `${base}...HEAD`]),
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
];

/**
 * The remotes whose own checks cover a change: every changed file is inside a remote's folder (an empty
 * list when nothing changed). Null when anything else changed (shared, the shell, the API, the flows,
 * the tooling, a root file): then everything runs, since any remote may depend on it.
 * @param {string[]} files paths relative to the repository
 * @param {{ folder: string }[]} remotes
 * @returns {{ folder: string }[] | null}
 */
export const remotesChangedAlone = (files, remotes) => {
  const touched = new Set();
  for (const file of files) {
    const remote = remotes.find((candidate) => file.startsWith(`${candidate.folder}/`));
    if (!remote) return null;
    touched.add(remote);
  }
  return remotes.filter((remote) => touched.has(remote));
};
