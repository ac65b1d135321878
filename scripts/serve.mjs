// Serves the production builds as a deployment would (see README); `npm start` calls this after building.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PORTS, DEMO_ACCOUNTS, DEMO_PASSWORD, startPortalStack } from './lib/portal-stack.mjs';
import { repoRoot } from './lib/run.mjs';

export const serve = async () => {
  const stack = await startPortalStack({
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'api/.data/pglite'),
    schoolConfig: process.env.SCHOOL_CONFIG,
    remotesFile: process.env.REMOTES_FILE ?? path.join(repoRoot, 'deploy/remotes.json'),
  });
  console.log(`
The student portal is running: ${stack.shellUrl}
${stack.remotes.map((remote) => `  ${remote.folder.padEnd(20)} ${remote.url}/mf-manifest.json`).join('\n')}
  API                  http://127.0.0.1:${DEFAULT_PORTS.api}/api/school

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map(([email, what]) => `  ${email.padEnd(24)} ${what}`).join('\n')}

Press Ctrl-C to stop.`);
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await serve();
