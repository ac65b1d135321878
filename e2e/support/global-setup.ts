import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortalStack } from '../../scripts/lib/portal-stack.mjs';
import { mainStack } from './ports';

/** Serves the production builds as `npm start` does, on the main stack's ports, with a fresh database. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-db-'));
  const stack = await startPortalStack({
    ports: { api: mainStack.api, shell: mainStack.shell },
    dataDir,
    quiet: true,
    apiEnv: { NODE_ENV: 'development' },
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
