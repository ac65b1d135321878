// The portal as a school would run it on registration day: nginx in front (every app's build served
// as a CDN edge would, /api spread over N API processes) and one PostgreSQL the processes share.
// `pnpm start:production` runs it; measure:rush and the browser tests on PostgreSQL start it too.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { builtRemotes, remotePort } from '../../tooling/remotes/portal-remotes.mjs';
import { startApi } from './api-process.mjs';
import { ensureNginx, NGINX_MODULES, nginxQuoted, nginxWord, renderTemplate, startNginx } from './nginx.mjs';
import { precompress } from '../../tooling/webpack/precompress.mjs';
import { writeDeploymentFile } from './portal-stack.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { liveDeploymentFile } from './releases.mjs';
import { repoRoot } from './run.mjs';
import { deploymentOrigins, inlineScriptHashesOf, REMOTE_POLICY, shellPolicy } from './security-headers.mjs';

export const DEPLOY_NGINX = path.join(repoRoot, 'deploy/nginx');
export const DEFAULT_PRODUCTION_PORTS = { apiBase: 4000, shell: 4100 };

const template = (name) => readFileSync(path.join(DEPLOY_NGINX, name), 'utf8');

/**
 * nginx's configuration for a stack, rendered from deploy/nginx/ into `runDir` (nginx.conf,
 * portal.conf, remote-origins.conf): the shell's origin with /api over `apiPorts`, and each remote's
 * origin. The shell's policy names the origins of the deployment file as it is now, and the inline
 * script of the shell's built index.html by its hash: a release that moves a remote to another origin,
 * or a new shell build, needs nginx reloaded (a release into the store stays on the same origin).
 * @param {{ runDir: string, shellPort: number, apiPorts: number[], deploymentFile: string, releasesDir: string, remotes: { name: string, folder: string, port: number }[] }} options
 * @returns {string} the main file
 */
export const renderNginxConfig = ({ runDir, shellPort, apiPorts, deploymentFile, releasesDir, remotes }) => {
  const live = liveDeploymentFile(releasesDir, deploymentFile);
  const shellRoot = path.join(repoRoot, 'shell/dist');
  const shellPolicyNow = nginxQuoted(
    shellPolicy(deploymentOrigins(live), inlineScriptHashesOf(path.join(shellRoot, 'index.html'))),
  );
  // max_fails=1: a process that refuses one connection is out of rotation for fail_timeout.
  const apiServers = apiPorts
    .map((port) => `  server 127.0.0.1:${nginxWord(port)} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  const main = path.join(runDir, 'nginx.conf');
  writeFileSync(
    main,
    renderTemplate(template('nginx.conf'), {
      NGINX_MODULES: nginxWord(NGINX_MODULES),
      // As root, the workers read builds only root may read (a temp folder's deployment file).
      WORKER_USER: nginxWord(userInfo().username),
      RUN_DIR: nginxWord(runDir),
    }),
  );
  writeFileSync(
    path.join(runDir, 'portal.conf'),
    renderTemplate(template('portal.conf'), {
      API_SERVERS: apiServers,
      SHELL_POLICY: shellPolicyNow,
      SHELL_LISTEN: nginxWord(`127.0.0.1:${shellPort}`),
      SHELL_HOST: 'localhost',
      SHELL_ROOT: nginxWord(shellRoot),
      RELEASES_DIR: nginxWord(releasesDir),
      DEPLOYMENT_DIR: nginxWord(path.dirname(deploymentFile)),
      RUN_DIR: nginxWord(runDir),
    }),
  );
  writeFileSync(
    path.join(runDir, 'remote-origins.conf'),
    remotes
      .map((remote) =>
        renderTemplate(template('remote-origin.conf'), {
          REMOTE_LISTEN: nginxWord(`127.0.0.1:${remote.port}`),
          REMOTE_HOST: 'localhost',
          REMOTE_ROOT: nginxWord(path.join(repoRoot, remote.folder, 'dist')),
          REMOTE_RELEASES: nginxWord(path.join(releasesDir, remote.name)),
          REMOTE_POLICY: nginxQuoted(REMOTE_POLICY),
        }),
      )
      .join('\n'),
  );
  return main;
};

/**
 * Starts the production-shaped stack and resolves once nginx answers.
 * - PostgreSQL: `databaseUrl`, else a throwaway server (scripts/lib/postgres.mjs) stopped with the stack.
 * - `instances` API processes on ports.apiBase, + 1, ...: the first prepares the database (migrations,
 *   seed) alone, the rest start beside each other once it has.
 * - nginx on ports.shell (each remote at + its offset), serving the builds (compressed ahead of time)
 *   and the deployment file (`remotesFile`, else one naming every built remote on these ports).
 * @param {{ instances?: number, databaseUrl?: string, ports?: typeof DEFAULT_PRODUCTION_PORTS, remotesFile?: string, releasesDir?: string, schoolConfig?: string, apiEnv?: Record<string, string>, quiet?: boolean }} [options]
 */
export const startProductionStack = async ({
  instances = availableParallelism(),
  databaseUrl,
  ports = DEFAULT_PRODUCTION_PORTS,
  remotesFile,
  releasesDir,
  schoolConfig,
  apiEnv = {},
  quiet = false,
} = {}) => {
  if (!Number.isInteger(instances) || instances < 1)
    throw new Error(`instances must be 1 or more, not ${instances}`);
  await ensureNginx();
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    stoppers.length = 0;
  };
  try {
    let postgres;
    if (!databaseUrl) {
      postgres = await startThrowawayPostgres();
      stoppers.push(postgres.stop);
    }
    const env = {
      DATABASE_URL: databaseUrl ?? postgres.url,
      PORTAL_URL: `http://localhost:${ports.shell}`,
      ...apiEnv,
    };
    const startInstance = (index) =>
      startApi({ port: ports.apiBase + index, schoolConfig, quiet, env }).then((api) => {
        stoppers.push(api.stop);
        return { ...api, port: ports.apiBase + index };
      });
    const first = await startInstance(0);
    const rest = await Promise.all(
      Array.from({ length: instances - 1 }, (_, index) => startInstance(index + 1)),
    );
    const apis = [first, ...rest];

    const remotes = builtRemotes().map((remote) => ({ ...remote, port: remotePort(ports.shell, remote) }));
    // The build wrote the compressed copies; nothing to do then. A build folder without them (copied
    // in by hand) gets them here: brotli_static has no fallback and would send the file uncompressed.
    for (const folder of ['shell', ...remotes.map((remote) => remote.folder)]) {
      const dist = path.join(repoRoot, folder, 'dist');
      if (existsSync(dist)) precompress(dist);
    }
    const runDir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    stoppers.push(async () => rmSync(runDir, { recursive: true, force: true }));
    const store = releasesDir ?? path.join(runDir, 'releases');
    const deploymentFile = remotesFile ?? writeDeploymentFile(ports.shell);
    // nginx serves it by its folder, as /remotes.json (portal.conf).
    if (path.basename(deploymentFile) !== 'remotes.json') {
      throw new Error(`the deployment file must be named remotes.json: ${deploymentFile}`);
    }
    const nginx = await startNginx({
      configFile: renderNginxConfig({
        runDir,
        shellPort: ports.shell,
        apiPorts: apis.map((api) => api.port),
        deploymentFile,
        releasesDir: store,
        remotes,
      }),
      runDir,
      probeUrl: `http://127.0.0.1:${ports.shell}/api/school`,
      quiet,
    });
    stoppers.push(nginx.stop);
    const portalUrl = `http://localhost:${ports.shell}`;
    return {
      portalUrl,
      /** The API through nginx, as a browser reaches it. */
      apiUrl: `${portalUrl}/api`,
      databaseUrl: env.DATABASE_URL,
      postgres,
      instances: apis.map(({ origin, pid, stop: stopInstance }) => ({ origin, pid, stop: stopInstance })),
      remotes: remotes.map((remote) => ({ ...remote, url: `http://localhost:${remote.port}` })),
      nginx: { pid: nginx.pid, runDir },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
