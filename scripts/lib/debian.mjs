// Debian's packages and tools for the servers the project runs (Chromium, PostgreSQL, nginx), found and
// installed whatever the caller's PATH holds. Only Node's own modules and run.mjs: this runs before
// anything is installed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

/**
 * The system's folders, the administrator's first. Debian gives /usr/sbin and /sbin to root's login
 * shells only, and a command run from another shell (or with a PATH of its own) would not find
 * runuser there, nor would dpkg find ldconfig or adduser for a package's installation scripts.
 */
const SYSTEM_FOLDERS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** A system tool by its path, so that running it does not depend on PATH; its bare name if not found. */
export const systemTool = (name) =>
  SYSTEM_FOLDERS.map((folder) => path.join(folder, name)).find((file) => existsSync(file)) ?? name;

/** The environment apt-get installs in: no questions, and the system's folders on PATH. */
const installEnvironment = () => {
  const folders = [...(process.env.PATH ?? '').split(':').filter(Boolean), ...SYSTEM_FOLDERS];
  return { ...process.env, DEBIAN_FRONTEND: 'noninteractive', PATH: [...new Set(folders)].join(':') };
};

/**
 * Installs Debian packages with apt-get (never a download of their own).
 * @param {string[]} packages
 * @param {{ recommends?: boolean }} [options] `recommends: false` leaves the recommended packages out
 */
export const installDebianPackages = async (packages, { recommends = true } = {}) => {
  const env = installEnvironment();
  await run('apt-get', ['update', '-qq'], { env });
  await run(
    'apt-get',
    ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), ...packages],
    {
      env,
    },
  );
};
