import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtRemotes, remotePort } from '../../tooling/remotes/portal-remotes.mjs';
import { startApi } from './api-process.mjs';
import { liveDeploymentFile } from './releases.mjs';
import { repoRoot } from './run.mjs';
import { startStaticOrigin } from './static-origin.mjs';

export { builtRemotes, REMOTES, remotePort } from '../../tooling/remotes/portal-remotes.mjs';

export const DEFAULT_PORTS = { api: 4000, shell: 4100 };
export const DEMO_PASSWORD = 'Student#2026';
export const DEMO_ACCOUNTS = [
  ['student@demo.school', 'verified, with a student record: full access'],
  ['unverified@demo.school', 'not verified'],
  ['norecord@demo.school', 'verified, no student record'],
  ['newuser@demo.school', 'must complete personal info'],
  ['guardian@demo.school', 'a parent with two related students'],
];

/** The demo accounts, as the start-up messages list them. */
export const demoAccountsText = () =>
  `Demo accounts (password ${DEMO_PASSWORD}):\n${DEMO_ACCOUNTS.map(([email, what]) => `  ${email.padEnd(24)} ${what}`).join('\n')}`;

/** Stops a stack on Ctrl-C or SIGTERM, then exits. */
export const stopOnSignals = (stack) => {
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
};

/** A deployment file naming every built remote at its origin next to the shell's port. */
export const writeDeploymentFile = (shellPort) => {
  const remotes = Object.fromEntries(
    builtRemotes().map((remote) => [
      remote.name,
      `http://localhost:${remotePort(shellPort, remote)}/mf-manifest.json`,
    ]),
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-deploy-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes, null, 2));
  return file;
};

/**
 * The whole portal as `npm start` serves it: the API, each built remote from its own origin (the
 * shell's port + 1, + 2, ...), and the shell (with /api proxied and remotes.json from the deployment file).
 * With a release store (`releasesDir`, scripts/lib/releases.mjs), each remote's origin also serves its
 * releases, and the shell serves the store's deployment file once a release has been made.
 * @param {{ ports?: typeof DEFAULT_PORTS, remotesFile?: string, releasesDir?: string, schoolConfig?: string, dataDir?: string, quiet?: boolean, apiEnv?: Record<string,string> }} [options]
 */
export const startPortalStack = async ({
  ports = DEFAULT_PORTS,
  remotesFile,
  releasesDir,
  schoolConfig,
  dataDir,
  quiet = false,
  apiEnv,
} = {}) => {
  // E-mailed links (verification, password reset) point at the shell.
  const api = await startApi({
    port: ports.api,
    schoolConfig,
    dataDir,
    quiet,
    env: { PORTAL_URL: `http://localhost:${ports.shell}`, ...apiEnv },
  });
  const remotes = await Promise.all(
    builtRemotes().map((remote) =>
      startStaticOrigin({
        name: remote.folder,
        root: path.join(repoRoot, remote.folder, 'dist'),
        port: remotePort(ports.shell, remote),
        cors: true,
        releases: releasesDir && path.join(releasesDir, remote.name),
      }),
    ),
  );
  const baseDeployment = remotesFile ?? writeDeploymentFile(ports.shell);
  const shell = await startStaticOrigin({
    name: 'shell',
    root: path.join(repoRoot, 'shell/dist'),
    port: ports.shell,
    spa: true,
    remotesFile: releasesDir ? () => liveDeploymentFile(releasesDir, baseDeployment) : baseDeployment,
    apiOrigin: api.origin,
  });
  return {
    shellUrl: shell.url,
    apiOrigin: api.origin,
    remotes: builtRemotes().map((remote, index) => ({ ...remote, url: remotes[index]?.url })),
    stop: async () => {
      await Promise.allSettled([shell.close(), ...remotes.map((remote) => remote.close())]);
      await api.stop();
    },
  };
};
