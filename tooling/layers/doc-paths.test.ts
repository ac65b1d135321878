import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../remotes/portal-remotes.mjs';

/**
 * A README or an ADR that names a file the code no longer has sends a newcomer looking for it. Every
 * path a doc names in backticks must exist: from the repository's root, from the doc's own folder, or
 * (for `src/...` in an app's README) from that app's folder.
 */

const DOCS = [
  'README.md',
  ...readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(repoRoot, entry.name, 'README.md')))
    .map((entry) => `${entry.name}/README.md`),
  ...readdirSync(path.join(repoRoot, 'docs/adr')).map((name) => `docs/adr/${name}`),
  ...['tooling/webpack/README.md'].filter((file) => existsSync(path.join(repoRoot, file))),
];

const ROOTS = /^(api|shell|shared|remote-[a-z]+|scripts|tooling|e2e|docs|deploy|src|test)\//;
const EXTENSION = /\.(ts|tsx|mjs|cjs|js|json|md|sql|conf|html)$/;

/** The paths a doc names: backticked, starting at a known folder, naming a file or a folder. */
export const namedPaths = (text: string): string[] =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;)]+$/, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((name) => ROOTS.test(name) && (EXTENSION.test(name) || name.endsWith('/')))
    .filter((name) => !/[*<>{}]|\.\.\.|…/.test(name));

/** Folders the code makes at run time, not in the repository. */
const MADE_AT_RUN_TIME = ['api/.data/'];

/** The apps, for a doc that names `src/...` of every app at once. */
const APPS = readdirSync(repoRoot).filter((name) => existsSync(path.join(repoRoot, name, 'src')));

const exists = (doc: string, name: string) => {
  if (MADE_AT_RUN_TIME.includes(name)) return true;
  const docFolder = path.dirname(path.join(repoRoot, doc));
  const candidates = [path.join(repoRoot, name), path.join(docFolder, name)];
  if (name.startsWith('src/') && doc === 'README.md')
    candidates.push(...APPS.map((app) => path.join(repoRoot, app, name)));
  return candidates.some((file) => existsSync(file));
};

describe('paths named in the docs', () => {
  it('are read from backticks', () => {
    expect(
      namedPaths(
        'see `api/src/app.ts`, `src/lib/` and `remote-*/src`, not `npm start` or `a/b` (`shell/x.ts:12`)',
      ),
    ).toEqual(['api/src/app.ts', 'src/lib/', 'shell/x.ts']);
  });

  it.each(DOCS)('%s names files that exist', (doc) => {
    const missing = namedPaths(readFileSync(path.join(repoRoot, doc), 'utf8')).filter(
      (name) => !exists(doc, name),
    );
    expect(missing).toEqual([]);
  });
});
