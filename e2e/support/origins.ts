import path from 'node:path';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { startStaticOrigin } from '../../scripts/lib/static-origin.mjs';
import { mainStack } from './ports';
import { writeRemotesFile } from './remotes-file';

export const shellDist = path.join(repoRoot, 'shell/dist');
export const browseDist = path.join(repoRoot, 'remote-browse/dist');
export const mainApiOrigin = `http://127.0.0.1:${mainStack.api}`;
export const manifestUrl = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** A shell origin of its own, with its own deployment file, for tests that change what is deployed. */
export const startShellOrigin = ({
  port,
  remotes,
  apiOrigin = mainApiOrigin,
  root = shellDist,
}: {
  port: number;
  remotes: Record<string, string>;
  apiOrigin?: string;
  root?: string;
}) =>
  startStaticOrigin({
    name: 'shell',
    root,
    port,
    spa: true,
    remotesFile: writeRemotesFile(remotes),
    apiOrigin,
  });

/** A remote-browse origin, serving a build folder (the real one unless a test serves a redeployed copy). */
export const startBrowseOrigin = ({ port, root = browseDist }: { port: number; root?: string }) =>
  startStaticOrigin({ name: 'remote-browse', root, port, cors: true });
