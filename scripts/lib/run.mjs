import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { presentRemotes } from '../../tooling/remotes/portal-remotes.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The apps to build: the shell and every remote of portal.remotes.json whose folder is here. */
export const webApps = () => ['shell', ...presentRemotes().map((remote) => remote.folder)];

/** Runs a command with inherited output; rejects when it fails. */
export const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });

export const commandWorks = (command, args) => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

export const step = (title) => console.log(`\n▶ ${title}`);
