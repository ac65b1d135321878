import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  deploymentOrigins,
  inlineScriptHashes,
  inlineScriptHashesOf,
  shellPolicy,
} from './security-headers.mjs';

describe("deploymentOrigins: what the shell's policy lets it load remotes from", () => {
  let folder: string;
  const originsOf = (deployment: unknown) => {
    const file = path.join(folder, 'remotes.json');
    writeFileSync(file, JSON.stringify(deployment));
    return deploymentOrigins(file);
  };
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'deployment-origins-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("names each remote's origin once, in order", () => {
    expect(
      originsOf({
        profile: 'http://localhost:4102/mf-manifest.json',
        browse: 'http://localhost:4101/mf-manifest.json',
        payments: 'http://localhost:4101/releases/x/mf-manifest.json',
      }),
    ).toEqual(['http://localhost:4101', 'http://localhost:4102']);
  });

  it('adds the origins the deployment lets a browser try builds from', () => {
    expect(
      originsOf({
        browse: 'https://cdn.school.example/browse/mf-manifest.json',
        $overrides: { origins: ['https://staging.school.example'] },
      }),
    ).toEqual(['https://cdn.school.example', 'https://staging.school.example']);
  });

  it('skips what is not an address', () => {
    expect(originsOf({ browse: 'not a url', $overrides: { origins: 'nope' } })).toEqual([]);
  });
});

describe("the shell's inline script, allowed by its hash and nothing else", () => {
  // The example of the CSP specification (Level 3, "hash-source"), whose hash it gives.
  const SPEC_EXAMPLE = "<script>alert('Hello, world.');</script>";
  const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

  it("hashes an inline script's exact text", () => {
    expect(inlineScriptHashes(`<!doctype html><body>${SPEC_EXAMPLE}</body>`)).toEqual([SPEC_HASH]);
  });

  it('hashes each inline script, and no script that has a src', () => {
    const page = `<script defer="defer" src="/main.js"></script>${SPEC_EXAMPLE}<p>x</p><script>1</script>`;
    const hashes = inlineScriptHashes(page);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(SPEC_HASH);
  });

  it('a changed character is another hash', () => {
    expect(inlineScriptHashes("<script>alert('Hello, world!');</script>")).not.toEqual([SPEC_HASH]);
  });

  it('names nothing for a page without inline scripts, or with no page built', () => {
    expect(inlineScriptHashes('<div id="root"></div>')).toEqual([]);
    expect(inlineScriptHashesOf(path.join(tmpdir(), 'no-such-build', 'index.html'))).toEqual([]);
  });

  it("puts the hashes in script-src only, never 'unsafe-inline'", () => {
    const policy = shellPolicy(['http://localhost:4101'], [SPEC_HASH]);
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => [directive.split(' ')[0], directive]),
    );
    expect(directives['script-src']).toContain(`'self' ${SPEC_HASH} http://localhost:4101`);
    expect(policy.split(SPEC_HASH)).toHaveLength(2);
    expect(directives['script-src']).not.toContain('unsafe-inline');
  });
});
