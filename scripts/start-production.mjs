// `pnpm start:production [--instances N] [--database-url URL]`: the portal as a school runs it on
// registration day (scripts/lib/production-stack.mjs): nginx serving every build and spreading /api
// over N API processes (default: one per core) on PostgreSQL (DATABASE_URL, else a throwaway server
// whose data goes when this stops). PORTAL_PORT (4100) and API_PORT (4000, the first process; the
// others take the next ports) move it. `npm start` stays the one-process default on PGlite.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from './lib/build-apps.mjs';
import { ensureSetup } from './lib/setup.mjs';

const { values: options } = parseArgs({
  options: {
    instances: { type: 'string' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});

await ensureSetup();
await buildApps();
const { availableParallelism } = await import('node:os');
const { demoAccountsText, stopOnSignals } = await import('./lib/portal-stack.mjs');
const { DEFAULT_PRODUCTION_PORTS, startProductionStack } = await import('./lib/production-stack.mjs');
const { defaultReleasesDir } = await import('./lib/releases.mjs');
const { portFromEnv, repoRoot } = await import('./lib/run.mjs');

const instances = Number(options.instances ?? availableParallelism());
const ports = {
  apiBase: portFromEnv('API_PORT', DEFAULT_PRODUCTION_PORTS.apiBase),
  shell: portFromEnv('PORTAL_PORT', DEFAULT_PRODUCTION_PORTS.shell),
};
const stack = await startProductionStack({
  instances,
  databaseUrl: options['database-url'],
  ports,
  releasesDir: defaultReleasesDir(),
  schoolConfig: process.env.SCHOOL_CONFIG,
  // deploy/remotes.json names the remotes at the default ports; on other ports, a file naming them there.
  remotesFile:
    process.env.REMOTES_FILE ||
    (ports.shell === DEFAULT_PRODUCTION_PORTS.shell ? path.join(repoRoot, 'deploy/remotes.json') : undefined),
});
console.log(`
The student portal is running behind nginx: ${stack.portalUrl}
${stack.remotes.map((remote) => `  ${remote.folder.padEnd(20)} ${remote.url}/mf-manifest.json`).join('\n')}
  API                  ${stack.apiUrl}/school, over ${instances} process${instances === 1 ? '' : 'es'}: ${stack.instances.map((api) => api.origin).join(', ')}
  PostgreSQL           ${options['database-url'] ? 'DATABASE_URL' : 'a throwaway server (its data goes when this stops)'}
  nginx                ${stack.nginx.runDir}/nginx.conf (from deploy/nginx/), its logs beside it

${demoAccountsText()}

Press Ctrl-C to stop.`);
stopOnSignals(stack);
