import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { nginxQuoted, nginxWord, precompress, renderTemplate } from './nginx.mjs';

describe('renderTemplate', () => {
  it.each([
    ['listen ${PORT};', { PORT: 4100 }, 'listen 4100;'],
    ['root ${ROOT}; alias ${ROOT}/x;', { ROOT: '/srv/a' }, 'root /srv/a; alias /srv/a/x;'],
    ['proxy_set_header Host $host;', {}, 'proxy_set_header Host $host;'],
    ['map $uri $portal_cache_control {', {}, 'map $uri $portal_cache_control {'],
    ['# its ${...} are filled in', {}, '# its ${...} are filled in'],
    ['${A}${B}', { A: 'x', B: 'y' }, 'xy'],
  ])('%s', (template, values, expected) => {
    expect(renderTemplate(template, values)).toBe(expected);
  });

  it('refuses a template that needs a value it was not given', () => {
    expect(() => renderTemplate('listen ${SHELL_LISTEN};', { LISTEN: 1 })).toThrow(
      'the nginx template needs a value for ${SHELL_LISTEN}',
    );
  });
});

describe('nginxWord', () => {
  it.each(['/srv/portal/shell/dist', '127.0.0.1:4100', 4100, 'www-data', '/tmp/portal-nginx-Ab12_x'])(
    'takes %s',
    (value) => {
      expect(nginxWord(value)).toBe(String(value));
    },
  );

  it.each(['/srv/my portal', '/srv/a;b', 'x"y', "x'y", '/srv/{a}', '/srv/#a', '/srv/$a', 'a\nb', 'a\\b'])(
    'refuses %j, which would end the word',
    (value) => {
      expect(() => nginxWord(value)).toThrow('nginx cannot take this as one word');
    },
  );
});

describe('nginxQuoted', () => {
  it("takes a policy's semicolons and quotes of the other kind", () => {
    const policy = "default-src 'none'; frame-ancestors 'none'";
    expect(nginxQuoted(policy)).toBe(policy);
  });

  it.each(['a"b', 'a\\b', 'a$b', 'a\nb'])('refuses %j', (value) => {
    expect(() => nginxQuoted(value)).toThrow('nginx cannot take this inside quotes');
  });
});

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
});
