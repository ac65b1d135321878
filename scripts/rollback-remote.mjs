// `pnpm rollback:remote <name>`: makes the remote's previous release live again, in one step, with a
// line in the history. "Previous" is the history's: each rollback goes one release further back, down
// to the deployment that was live before the first release. The release it leaves stays in the store.
//
//   --portal <url>   the live portal (default PORTAL_URL, else http://localhost:4100)
//   RELEASES_DIR     the release store the portal serves (default releases/)
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTAL, liveDeployment, makeLive, remoteNamed } from './release-remote.mjs';
import {
  defaultReleasesDir,
  readHistory,
  recordEvent,
  releaseOfUrl,
  rollbackTarget,
} from './lib/releases.mjs';

export const rollbackRemote = async ({ name, portalUrl = DEFAULT_PORTAL, store = defaultReleasesDir() }) => {
  const remote = remoteNamed(name, 'rollback:remote');
  const before = await liveDeployment(portalUrl);
  const liveUrl = before[remote.name];
  const target = rollbackTarget(readHistory(store), remote.name, liveUrl);
  if ('refused' in target) {
    console.error(`✗ ${target.refused}.`);
    return { rolledBack: false, reason: target.refused };
  }
  // It was live before; its files must still be there to be live again.
  const reply = await fetch(target.url).catch(() => null);
  if (!reply?.ok) {
    const reason = `${target.url} no longer loads (${reply?.status ?? 'no answer'})`;
    console.error(`✗ ${reason}: nothing changed.`);
    return { rolledBack: false, reason };
  }
  await makeLive({ store, portalUrl, deployment: { ...before, [remote.name]: target.url }, before });
  recordEvent(store, {
    action: 'rollback',
    remote: remote.name,
    release: releaseOfUrl(target.url) ?? 'as deployed',
    url: target.url,
    previous: liveUrl,
  });
  console.log(`✓ ${remote.name} is back at ${target.url}; it replaced ${liveUrl}.`);
  return { rolledBack: true, url: target.url };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { portal: { type: 'string' } },
  });
  const result = await rollbackRemote({
    name: positionals[0],
    portalUrl: values.portal ?? process.env.PORTAL_URL ?? DEFAULT_PORTAL,
  });
  process.exitCode = result.rolledBack ? 0 : 1;
}
