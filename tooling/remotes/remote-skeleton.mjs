// The shape every remote shares, folder for folder, so that a newcomer who learns one remote knows all
// six, and a diff between two remotes shows only their domain. `pnpm new:remote` writes it
// (tooling/remote-template); tooling/layers/remote-skeleton.test.ts compares each remote with it.
// Node built-ins only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `src/` holds, and nothing else. */
export const SOURCE_ENTRIES = [
  'bootstrap.tsx',
  'contract',
  'exposed',
  'features',
  'index.ts',
  'lib',
  'messages',
  'pages',
  'testing',
];

/** Files every remote has; `{area}` is the remote's name. */
export const REQUIRED_FILES = [
  'README.md',
  'package.json',
  'webpack.config.mjs',
  'src/index.ts',
  'src/bootstrap.tsx',
  'src/contract/index.ts',
  'src/contract/{area}-endpoints.ts',
  'src/contract/query-keys.ts',
  'src/lib/styles.ts',
  'src/testing/{area}-fixtures.ts',
];

/**
 * The folders a feature may have. `api/` calls the API (endpoint, fetcher, query options, hook),
 * `components/` renders, `hooks/` holds the React hooks that combine calls and state for components,
 * `messages/` the feature's words in each language (`en.json`, `es.json` and their `catalog.ts`, loaded
 * with the feature: docs/adr/019-messages-and-locales.md), `rules/` the pure logic (schemas, state
 * machines, arithmetic), tested without React.
 */
export const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'messages', 'rules'];

/** The README sections every remote has, in this order (its own domain's sections may follow). */
export const README_SECTIONS = ["Layout (every remote's)", 'Calls', 'Tests'];

const isDirectory = (file) => existsSync(file) && statSync(file).isDirectory();

/**
 * What differs from the shared shape in the remote folder `dir` of area `area`: one line per
 * difference, empty when it has the shape.
 */
export const skeletonProblems = (dir, area) => {
  const problems = [];
  const src = path.join(dir, 'src');
  const entries = isDirectory(src) ? readdirSync(src).filter((name) => !name.endsWith('.d.ts')) : [];
  for (const name of entries)
    if (!SOURCE_ENTRIES.includes(name)) problems.push(`src/${name}: not part of a remote's src/`);
  for (const name of SOURCE_ENTRIES) if (!entries.includes(name)) problems.push(`src/${name}: missing`);
  for (const file of REQUIRED_FILES.map((pattern) => pattern.replace('{area}', area)))
    if (!existsSync(path.join(dir, file))) problems.push(`${file}: missing`);

  const features = path.join(src, 'features');
  if (isDirectory(features)) {
    for (const feature of readdirSync(features)) {
      const folder = path.join(features, feature);
      if (!isDirectory(folder)) {
        problems.push(`src/features/${feature}: a file outside a feature`);
        continue;
      }
      for (const name of readdirSync(folder)) {
        if (!isDirectory(path.join(folder, name)))
          problems.push(
            `src/features/${feature}/${name}: a loose file (put it in ${FEATURE_FOLDERS.join(', ')})`,
          );
        else if (!FEATURE_FOLDERS.includes(name))
          problems.push(
            `src/features/${feature}/${name}/: not a feature folder (${FEATURE_FOLDERS.join(', ')})`,
          );
      }
    }
  }

  // The public interface is the pages, re-exported one line each: nothing runs on import here.
  const exposed = path.join(src, 'exposed');
  if (isDirectory(exposed)) {
    for (const name of readdirSync(exposed)) {
      const text = readFileSync(path.join(exposed, name), 'utf8').trim();
      if (!/^export \{ \w+ as Component \} from '\.\.\/pages\/[a-z0-9-]+';$/.test(text))
        problems.push(`src/exposed/${name}: not one line re-exporting a page as Component`);
    }
  }

  const readme = path.join(dir, 'README.md');
  if (existsSync(readme)) {
    const sections = [...readFileSync(readme, 'utf8').matchAll(/^## (.+)$/gm)].map((match) =>
      match[1].trim(),
    );
    const first = sections.slice(0, README_SECTIONS.length);
    if (first.join('|') !== README_SECTIONS.join('|'))
      problems.push(
        `README.md: its first sections are ${JSON.stringify(first)}, not ${JSON.stringify(README_SECTIONS)}`,
      );
  }
  return problems;
};
