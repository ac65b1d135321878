import { readFileSync } from 'node:fs';
import path from 'node:path';
import remoteDefinitionsLoader, {
  BUILD_ONLY_EXPOSE_FIELDS,
  browserDefinition,
} from './remote-definitions-loader.mjs';

type Definition = { remotes: { name: string; exposes: Record<string, unknown>[] }[] };

const definitionFile = path.join(__dirname, '..', '..', 'portal.remotes.json');
const definition = JSON.parse(readFileSync(definitionFile, 'utf8')) as Definition;

/** What shell/src/lib/modules/remote-definitions.ts reads of each remote and of each exposed module. */
const SHELL_REMOTE_FIELDS = ['exposes', 'name'];
const SHELL_EXPOSE_FIELDS = [
  'component',
  'module',
  'preload',
  'route',
  'slideOut',
  'title',
  'visitors',
  'when',
];

describe('remote-definitions-loader', () => {
  const trimmed = browserDefinition(definition) as Definition;

  it('leaves out what only the build reads: folder, port, description and source file', () => {
    const text = remoteDefinitionsLoader(readFileSync(definitionFile, 'utf8'));
    for (const field of ['"folder"', '"portOffset"', '"description"', '"file"', '"$comment"']) {
      expect(text).not.toContain(field);
    }
    expect(text.length).toBeLessThan(readFileSync(definitionFile, 'utf8').length * 0.8);
  });

  it('keeps every field the shell reads, as written, for every remote and exposed module', () => {
    expect(trimmed.remotes.map((remote) => remote.name)).toEqual(
      definition.remotes.map((remote) => remote.name),
    );
    trimmed.remotes.forEach((remote, index) => {
      const source = definition.remotes[index]!;
      expect(Object.keys(remote).every((field) => SHELL_REMOTE_FIELDS.includes(field))).toBe(true);
      remote.exposes.forEach((entry, entryIndex) => {
        const original = source.exposes[entryIndex]!;
        for (const field of SHELL_EXPOSE_FIELDS) expect(entry[field]).toEqual(original[field]);
      });
    });
  });

  it('fails on a field nobody decided on, so a new one is not dropped or kept by accident', () => {
    const fields = new Set(
      definition.remotes.flatMap((remote) => remote.exposes.flatMap((entry) => Object.keys(entry))),
    );
    const undecided = [...fields].filter(
      (field) => !BUILD_ONLY_EXPOSE_FIELDS.includes(field) && !SHELL_EXPOSE_FIELDS.includes(field),
    );
    expect(undecided).toEqual([]);
  });
});
