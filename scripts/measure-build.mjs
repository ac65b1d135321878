// `pnpm measure:build`: cold (no cache, no dist) and warm (filesystem cache) production build time of all apps.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './lib/build-apps.mjs';
import { repoRoot, webApps } from './lib/run.mjs';

const timed = async (label) => {
  const started = process.hrtime.bigint();
  await buildApps();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return `${label.padEnd(6)} ${seconds.toFixed(1)} s`;
};

for (const app of webApps()) {
  rmSync(path.join(repoRoot, app, '.cache'), { recursive: true, force: true });
  rmSync(path.join(repoRoot, app, 'dist'), { recursive: true, force: true });
}
const cold = await timed('cold');
const warm = await timed('warm');
console.log(`\nBuild time of all apps (${webApps().join(', ')}), one after the other:\n  ${cold}\n  ${warm}`);
