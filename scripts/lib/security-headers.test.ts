import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentOrigins } from './security-headers.mjs';

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
