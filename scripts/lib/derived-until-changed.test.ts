import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { derivedUntilChanged } from './derived-until-changed.mjs';

let folder: string;
let file: string;
let reads: string[];
const lengthOf = (name: string) => {
  reads.push(name);
  return name.length;
};

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'derived-'));
  file = path.join(folder, 'remotes.json');
  writeFileSync(file, '{}');
  reads = [];
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('derivedUntilChanged', () => {
  it('derives once while the file stays the same', () => {
    const derived = derivedUntilChanged(lengthOf);
    expect([derived(file), derived(file), derived(file)]).toEqual([file.length, file.length, file.length]);
    expect(reads).toHaveLength(1);
  });

  it('derives again when the file is rewritten with another size', () => {
    const derived = derivedUntilChanged(lengthOf);
    derived(file);
    writeFileSync(file, '{"browse":"http://localhost:4101/mf-manifest.json"}');
    derived(file);
    expect(reads).toHaveLength(2);
  });

  it('derives again when only the modification time changes', () => {
    const derived = derivedUntilChanged(lengthOf);
    derived(file);
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    derived(file);
    expect(reads).toHaveLength(2);
  });

  it('derives again when a release renames a new file of the same size over it', () => {
    const derived = derivedUntilChanged(lengthOf);
    derived(file);
    const next = path.join(folder, 'next.json');
    writeFileSync(next, '[]');
    renameSync(next, file);
    derived(file);
    expect(reads).toHaveLength(2);
  });

  it('derives again for another file, and for a file that went away', () => {
    const derived = derivedUntilChanged(lengthOf);
    const other = path.join(folder, 'other.json');
    writeFileSync(other, '{}');
    derived(file);
    derived(other);
    rmSync(other);
    derived(other);
    expect(reads).toEqual([file, other, other]);
  });

  it('derives again after a derivation that threw', () => {
    let fail = true;
    const derived = derivedUntilChanged((name: string) => {
      reads.push(name);
      if (fail) throw new Error('not JSON');
      return 1;
    });
    expect(() => derived(file)).toThrow('not JSON');
    fail = false;
    expect(derived(file)).toBe(1);
    expect(reads).toHaveLength(2);
  });
});
