import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

describe('precompress', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(root, 'nested'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const big = 'const portal = "student self-service";\n'.repeat(100);

  it('writes a brotli and a gzip copy of each text file of a build, which decompress to the file', () => {
    writeFileSync(path.join(root, 'main.js'), big);
    writeFileSync(path.join(root, 'nested', 'style.5f09c0bb.css'), big);
    expect(precompress(root)).toBe(2);
    for (const file of ['main.js', 'nested/style.5f09c0bb.css']) {
      const full = path.join(root, file);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(big);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(big);
    }
  });

  it('leaves small files, source maps and images as they are', () => {
    writeFileSync(path.join(root, 'tiny.js'), 'x');
    writeFileSync(path.join(root, 'main.js.map'), big);
    writeFileSync(path.join(root, 'photo.png'), big);
    expect(precompress(root)).toBe(0);
    for (const file of ['tiny.js', 'main.js.map', 'photo.png']) {
      expect(existsSync(path.join(root, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(root, `${file}.gz`))).toBe(false);
    }
  });

  it('compresses again only a file changed since its copies were written', () => {
    writeFileSync(path.join(root, 'a.js'), big);
    writeFileSync(path.join(root, 'b.js'), big);
    expect(precompress(root)).toBe(2);
    expect(precompress(root)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    writeFileSync(path.join(root, 'b.js'), `${big}// changed\n`);
    utimesSync(path.join(root, 'b.js'), later, later);
    expect(precompress(root)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(root, 'b.js.gz'))).toString()).toBe(`${big}// changed\n`);
  });

  it('leaves no partial file behind', () => {
    writeFileSync(path.join(root, 'main.js'), big);
    expect(precompress(root)).toBe(1);
    expect(readdirSync(root).sort()).toEqual(['main.js', 'main.js.br', 'main.js.gz', 'nested']);
  });
});
