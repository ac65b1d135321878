import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FLOWS, flowsTouching } from '../../e2e/support/flows-by-remote.mjs';
import { presentRemotes, REMOTES, repoRoot } from './portal-remotes.mjs';

const testsDir = path.join(repoRoot, 'e2e/tests');
const flowFiles = (readdirSync(testsDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

// The browser side of this list is the remotesLoaded fixture (e2e/fixtures/test.ts), which fails a flow
// that loads a remote its file does not name. This side keeps the list whole.
describe('e2e/support/flows-by-remote.mjs', () => {
  it('names every flow file, even one that loads no remote, and no file that is gone', () => {
    expect(Object.keys(FLOWS).sort()).toEqual(flowFiles);
  });

  it('names only remotes of portal.remotes.json', () => {
    const names = new Set(REMOTES.map((remote) => remote.name));
    for (const [file, remotes] of Object.entries(FLOWS))
      expect({ file, unknown: remotes.filter((name) => !names.has(name)) }).toEqual({ file, unknown: [] });
  });

  it("gives every remote's team some flows to run", () => {
    for (const remote of presentRemotes())
      expect({ remote: remote.name, flows: flowsTouching(remote.name).length }).not.toEqual({
        remote: remote.name,
        flows: 0,
      });
  });
});
