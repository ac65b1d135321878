import path from 'node:path';
import { startApi } from './api-process.mjs';
import { repoRoot } from './run.mjs';
import { startStaticOrigin } from './static-origin.mjs';

export const DEFAULT_PORTS = { api: 4000, shell: 4100, browse: 4101 };
export const DEMO_PASSWORD = 'Student#2026';
export const DEMO_ACCOUNTS = [
  ['student@demo.school', 'verified, with a student record: full access'],
  ['unverified@demo.school', 'not verified'],
  ['norecord@demo.school', 'verified, no student record'],
  ['newuser@demo.school', 'must complete personal info'],
  ['guardian@demo.school', 'a parent with two related students'],
];

/**
 * The whole portal as `npm start` serves it: the API, each remote from its own origin, and the shell
 * (with /api proxied and remotes.json from the deployment file).
 * @param {{ ports?: typeof DEFAULT_PORTS, remotesFile?: string, schoolConfig?: string, dataDir?: string, quiet?: boolean }} [options]
 */
export const startPortalStack = async ({
  ports = DEFAULT_PORTS,
  remotesFile,
  schoolConfig,
  dataDir,
  quiet = false,
} = {}) => {
  const api = await startApi({ port: ports.api, schoolConfig, dataDir, quiet });
  const browse = await startStaticOrigin({
    name: 'remote-browse',
    root: path.join(repoRoot, 'remote-browse/dist'),
    port: ports.browse,
    cors: true,
  });
  const shell = await startStaticOrigin({
    name: 'shell',
    root: path.join(repoRoot, 'shell/dist'),
    port: ports.shell,
    spa: true,
    remotesFile: remotesFile ?? path.join(repoRoot, 'deploy/remotes.json'),
    apiOrigin: api.origin,
  });
  return {
    shellUrl: shell.url,
    stop: async () => {
      await Promise.allSettled([shell.close(), browse.close()]);
      await api.stop();
    },
  };
};
