import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The apps that build with webpack: the shell first, then every remote-* folder. */
export const webApps = () => [
  'shell',
  ...readdirSync(repoRoot)
    .filter(
      (name) => name.startsWith('remote-') && existsSync(path.join(repoRoot, name, 'webpack.config.mjs')),
    )
    .sort(),
];

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
