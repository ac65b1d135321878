import path from 'node:path';
import { liveDeploymentFile } from '../../scripts/lib/releases.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { startStaticOrigin } from '../../scripts/lib/static-origin.mjs';
import { mainStack } from './ports';
import { writeRemotesFile } from './remotes-file';

export const shellDist = path.join(repoRoot, 'shell/dist');
export const browseDist = path.join(repoRoot, 'remote-browse/dist');
export const mainApiOrigin = `http://127.0.0.1:${mainStack.api}`;
export const manifestUrl = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/**
 * A shell origin of its own, with its own deployment file, for tests that change what is deployed.
 * With a release store, the store's deployment file replaces it once a release is made.
 */
export const startShellOrigin = ({
  port,
  remotes,
  apiOrigin = mainApiOrigin,
  root = shellDist,
  releasesDir,
}: {
  port: number;
  remotes: Record<string, unknown>;
  apiOrigin?: string;
  root?: string;
  releasesDir?: string;
}) => {
  const base = writeRemotesFile(remotes);
  return startStaticOrigin({
    name: 'shell',
    root,
    port,
    spa: true,
    remotesFile: releasesDir ? () => liveDeploymentFile(releasesDir, base) : base,
    apiOrigin,
  });
};

/** A remote's origin: its build (or a test's copy of one), and its releases when given a store's folder. */
export const startRemoteOrigin = ({
  folder,
  port,
  root = path.join(repoRoot, folder, 'dist'),
  releases,
}: {
  folder: string;
  port: number;
  root?: string;
  releases?: string;
}) => startStaticOrigin({ name: folder, root, port, cors: true, releases });

/** A remote-browse origin, serving a build folder (the real one unless a test serves a redeployed copy). */
export const startBrowseOrigin = ({ port, root = browseDist }: { port: number; root?: string }) =>
  startRemoteOrigin({ folder: 'remote-browse', port, root });
