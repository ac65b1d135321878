import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { presentRemotes } from '../remotes/portal-remotes.mjs';

/**
 * The catalogs stay whole (docs/adr/019-messages-and-locales.md): each catalog's Spanish has exactly
 * its English's ids, each message keeps its English's placeholders, plurals, selects and markup, and
 * every id is used by its app's code. An app may have several catalogs (`messages/` folders beside the
 * code they serve), so that a page loads only its own. A missing English id already fails the type
 * check (ids are the keys of the English JSON).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['shared/src', 'shell/src', ...presentRemotes().map((remote) => `${remote.folder}/src`)];

/** Every `messages` folder with an English catalog under `dir`. */
const catalogDirs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const folder = path.join(dir, entry.name);
    if (entry.name === 'messages') return existsSync(path.join(folder, 'en.json')) ? [folder] : [];
    return catalogDirs(folder);
  });
const CATALOGS = APPS.flatMap((app) =>
  catalogDirs(path.join(ROOT, app)).map((dir) => ({ app, catalog: path.relative(ROOT, dir) })),
);

const readCatalog = (catalog: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, catalog, `${locale}.json`), 'utf8'));

/** What a translation must keep: each argument with its kind, each plural's or select's cases, each tag. */
const shapeOf = (elements: MessageFormatElement[], into = new Set<string>()): Set<string> => {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${TYPE[element.type]}:${element.value}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value} cases:${Object.keys(element.options).sort().join(',')}`);
      for (const option of Object.values(element.options)) shapeOf(option.value, into);
    }
    if (element.type === TYPE.tag) shapeOf(element.children, into);
  }
  return into;
};
const shape = (message: string) => [...shapeOf(parse(message))].sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe.each(CATALOGS)('the catalog $catalog', ({ app, catalog }) => {
  const english = readCatalog(catalog, 'en');
  const spanish = readCatalog(catalog, 'es');

  it('has every English id in Spanish, and no other', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('parses every message, and Spanish keeps each placeholder, plural, select and tag of English', () => {
    const differing = Object.keys(english)
      .filter((id) => id in spanish)
      .filter((id) => JSON.stringify(shape(english[id]!)) !== JSON.stringify(shape(spanish[id]!)));
    expect(differing).toEqual([]);
  });

  it('has no id its code does not use', () => {
    const code = sourceFiles(path.join(ROOT, app))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A refusal's message (`validation.*`) is used where a rule says its English: each of its words
    // between placeholders is in the code ('Use at most ${max} characters').
    const used = (id: string) =>
      id.startsWith('validation.')
        ? english[id]!.split(/\{\w+\}/).every((words) => code.includes(words))
        : code.includes(`'${id}'`) || code.includes(`"${id}"`);
    const unused = Object.keys(english).filter((id) => !used(id));
    expect(unused).toEqual([]);
  });
});

it('finds the catalogs of every app', () => {
  expect(new Set(CATALOGS.map(({ app }) => app))).toEqual(new Set(APPS));
});
