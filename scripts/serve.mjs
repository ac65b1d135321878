// Serves the production builds as a deployment would (see README); `npm start` calls this after building.
// PORTAL_PORT (default 4100: the shell, each remote at + 1, + 2, ...) and API_PORT (default 4000) move it
// (on a PORTAL_PORT of its own, remotes.json names every built remote at its port unless REMOTES_FILE is set).
// Releases made with `pnpm release:remote` are served from RELEASES_DIR (default releases/).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PORTS, demoAccountsText, startPortalStack, stopOnSignals } from './lib/portal-stack.mjs';
import { defaultReleasesDir } from './lib/releases.mjs';
import { portFromEnv, repoRoot } from './lib/run.mjs';

export const serve = async () => {
  const ports = {
    api: portFromEnv('API_PORT', DEFAULT_PORTS.api),
    shell: portFromEnv('PORTAL_PORT', DEFAULT_PORTS.shell),
  };
  const stack = await startPortalStack({
    ports,
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'api/.data/pglite'),
    schoolConfig: process.env.SCHOOL_CONFIG,
    releasesDir: defaultReleasesDir(),
    // deploy/remotes.json names the remotes at the default ports; on other ports, a file naming them there.
    remotesFile:
      process.env.REMOTES_FILE ||
      (ports.shell === DEFAULT_PORTS.shell ? path.join(repoRoot, 'deploy/remotes.json') : undefined),
  });
  console.log(`
The student portal is running: ${stack.shellUrl}
${stack.remotes.map((remote) => `  ${remote.folder.padEnd(20)} ${remote.url}/mf-manifest.json`).join('\n')}
  API                  ${stack.apiOrigin}/api/school

${demoAccountsText()}

Press Ctrl-C to stop.`);
  stopOnSignals(stack);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await serve();
