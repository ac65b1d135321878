// `pnpm analyze:bundle [app]`: what each production chunk holds, from its source map: gzip size, and the
// packages (or the app's own folders) that make it up, by share of the chunk's source. A report for
// deciding what to split or drop; `pnpm measure:bundle` says which of these a first visit loads.
// Needs production builds (`pnpm build`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, webApps } from './lib/run.mjs';

const TOP = 5;
const MIN_KB = Number(process.env.MIN_KB ?? 2);

/** 'antd', '@rc-component/form', or the app's own path ('shell/src/features') for a source file. */
const ownerOf = (source) => {
  const inPackage = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const local = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\.?\//, '');
  return local.split('/').slice(0, 3).join('/');
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const analyzeApp = (app) => {
  const dist = path.join(repoRoot, app, 'dist');
  if (!existsSync(dist)) {
    console.log(`${app}: no build (run pnpm build)`);
    return;
  }
  const rows = readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const code = readFileSync(path.join(dist, file));
      const mapFile = path.join(dist, `${file}.map`);
      const owners = new Map();
      if (existsSync(mapFile)) {
        const map = JSON.parse(readFileSync(mapFile, 'utf8'));
        map.sources.forEach((source, index) => {
          const size = map.sourcesContent?.[index]?.length ?? 0;
          owners.set(ownerOf(source), (owners.get(ownerOf(source)) ?? 0) + size);
        });
      }
      const total = [...owners.values()].reduce((sum, size) => sum + size, 0) || 1;
      const top = [...owners.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([owner, size]) => `${owner} ${Math.round((100 * size) / total)}%`);
      return { file, gzip: gzipSync(code).length, top };
    })
    .filter((row) => row.gzip >= MIN_KB * 1024)
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${app} (chunks of ${MIN_KB} KB gzipped or more):`);
  for (const row of rows)
    console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file.padEnd(24)} ${row.top.join(', ')}`);
};

const only = process.argv[2];
for (const app of webApps().filter((name) => !only || name === only)) analyzeApp(app);
