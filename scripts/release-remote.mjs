// `pnpm release:remote <name>`: builds one remote into a release of its own, checks it against the
// live portal, and only then makes it live, with a line in the history (`pnpm release:history`).
// The shell and the other remotes are not touched: the live deployment file names the new release
// for this remote, and the shell picks it up on the next page load.
//
//   --portal <url>     the live portal (default PORTAL_URL, else http://localhost:4100, `npm start`'s)
//   --source <folder>  the remote's source folder (default: the remote's folder here)
//   --stage            build and preflight only: the release takes no traffic, and the command prints
//                      the link that tries it in one browser (where the deployment allows overrides)
//   RELEASES_DIR       the release store the portal serves (default releases/, as `npm start` serves it)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { presentRemotes } from '../tooling/remotes/portal-remotes.mjs';
import { PreflightFailed, preflight } from './lib/preflight.mjs';
import {
  defaultReleasesDir,
  folderDigest,
  readHistory,
  recordEvent,
  releaseName,
  writeDeployment,
} from './lib/releases.mjs';
import { repoRoot, run } from './lib/run.mjs';

export const DEFAULT_PORTAL = 'http://localhost:4100';

/** The remote named on the command line, or a clear exit. */
export const remoteNamed = (name, command) => {
  const remote = presentRemotes().find((candidate) => candidate.name === name);
  if (remote) return remote;
  const names = presentRemotes().map((candidate) => candidate.name);
  console.error(`usage: pnpm ${command} <${names.join('|')}> [--portal <url>]`);
  process.exit(2);
};

/** The deployment the live portal serves now. */
export const liveDeployment = async (portalUrl) => {
  const url = new URL('/remotes.json', portalUrl).href;
  const reply = await fetch(url).catch((error) => {
    throw new Error(
      `the portal at ${portalUrl} does not answer (${error.cause?.code ?? error.message}): is it running?`,
    );
  });
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return reply.json();
};

/**
 * Makes `deployment` live and checks that the portal serves it: a portal started on another release
 * store would not, and the store's file is then put back as it was.
 */
export const makeLive = async ({ store, portalUrl, deployment, before }) => {
  writeDeployment(store, deployment);
  const served = await liveDeployment(portalUrl);
  if (JSON.stringify(served) !== JSON.stringify(deployment)) {
    writeDeployment(store, before);
    throw new Error(
      `the portal at ${portalUrl} does not serve ${path.join(store, 'remotes.json')}: start it with RELEASES_DIR=${store}`,
    );
  }
};

const gitCommit = (folder) => {
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: folder, encoding: 'utf8' }).trim();
  } catch {
    return 'nogit';
  }
};

/**
 * Builds the remote's source into the store, under a name made of its version, commit and files'
 * digest. The manifest carries the version and commit too (its buildInfo.buildVersion). A build
 * already in the store under that name is the same build: it is kept as it was.
 */
const buildRelease = async ({ remote, source, store }) => {
  const { version } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  const commit = gitCommit(source);
  const buildVersion = `${version}+${commit}`;
  const staging = path.join(store, '.staging', `${remote.name}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await run(process.execPath, [path.join(repoRoot, 'tooling/webpack/cli.mjs'), 'build'], {
    cwd: source,
    env: {
      ...process.env,
      PORTAL_OUT_DIR: staging,
      PORTAL_BUILD: buildVersion,
      MF_BUILD_VERSION: buildVersion,
    },
  });
  const release = releaseName({ version, commit, digest: folderDigest(staging) });
  const folder = path.join(store, remote.name, release);
  if (existsSync(folder)) {
    rmSync(staging, { recursive: true, force: true });
  } else {
    mkdirSync(path.dirname(folder), { recursive: true });
    renameSync(staging, folder);
  }
  return release;
};

/** The address that tries a staged release in one browser only (shell/src/lib/federation/remote-overrides.ts). */
export const tryLink = (portalUrl, remote, url) => {
  const link = new URL('/', portalUrl);
  link.searchParams.set('remoteOverride', `${remote}@${url}`);
  return link.href;
};

export const releaseRemote = async ({
  name,
  portalUrl = DEFAULT_PORTAL,
  source,
  store = defaultReleasesDir(),
  stage = false,
}) => {
  const remote = remoteNamed(name, 'release:remote');
  const before = await liveDeployment(portalUrl);
  const liveUrl = before[remote.name];
  if (typeof liveUrl !== 'string') throw new Error(`${remote.name} is not deployed at ${portalUrl}`);

  console.log(`\n▶ Building ${remote.name} from ${source ?? remote.folder}`);
  const release = await buildRelease({ remote, source: source ?? path.join(repoRoot, remote.folder), store });
  // The release is served beside the live one, from the remote's own origin, before anything names it.
  const url = new URL(`/releases/${release}/mf-manifest.json`, liveUrl).href;
  if (url === liveUrl) {
    console.log(`\n${remote.name} ${release} is already live: nothing to do.`);
    return { release, url, live: true };
  }

  console.log(`\n▶ Preflight of ${release} at ${url}`);
  try {
    await preflight({ portalUrl, live: before, remote, manifestUrl: url });
  } catch (error) {
    if (!(error instanceof PreflightFailed)) throw error;
    recordEvent(store, { action: 'refused', remote: remote.name, release, url, reason: error.message });
    console.error(
      `\n✗ ${remote.name} ${release} was not released, and takes no traffic.\n  ${error.message}`,
    );
    return { release, url, live: false, reason: error.message };
  }

  if (stage) {
    recordEvent(store, { action: 'staged', remote: remote.name, release, url });
    const allowed = (before.$overrides?.origins ?? []).map((origin) => new URL(origin).origin);
    console.log(
      `\n✓ ${remote.name} ${release} passed its preflight and takes no traffic.\n` +
        `  Try it in your browser only: ${tryLink(portalUrl, remote.name, url)}\n` +
        (allowed.includes(new URL(url).origin)
          ? ''
          : `  (the deployment does not allow overrides from ${new URL(url).origin} yet: add it to "$overrides")\n`) +
        `  Make it live: pnpm release:remote ${remote.name}${source ? ' --source <the same folder>' : ''}`,
    );
    return { release, url, live: false, staged: true };
  }

  await makeLive({ store, portalUrl, deployment: { ...before, [remote.name]: url }, before });
  recordEvent(store, { action: 'release', remote: remote.name, release, url, previous: liveUrl });
  console.log(
    `\n✓ ${remote.name} ${release} is live (${url}); it replaced ${liveUrl}.\n` +
      `  Back in one step: pnpm rollback:remote ${remote.name}. History: pnpm release:history ${remote.name}`,
  );
  return { release, url, live: true, history: readHistory(store) };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { portal: { type: 'string' }, source: { type: 'string' }, stage: { type: 'boolean' } },
  });
  const result = await releaseRemote({
    name: positionals[0],
    portalUrl: values.portal ?? process.env.PORTAL_URL ?? DEFAULT_PORTAL,
    source: values.source && path.resolve(values.source),
    stage: values.stage,
  });
  process.exitCode = result.live || result.staged ? 0 : 1;
}
