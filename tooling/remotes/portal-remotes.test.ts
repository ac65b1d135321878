import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_SHELL_PORT, presentRemotes, REMOTES, remotePort, repoRoot } from './portal-remotes.mjs';

type Remote = (typeof REMOTES)[number];

describe('portal.remotes.json', () => {
  it('names each remote, folder and port once', () => {
    for (const key of ['name', 'folder', 'portOffset'] as const) {
      const values = REMOTES.map((remote: Remote) => remote[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('gives each exposed module exactly one place: a route, a slide-out or a shared component', () => {
    for (const remote of REMOTES as Remote[]) {
      for (const entry of remote.exposes) {
        const places = [entry.route, entry.slideOut, entry.component].filter(Boolean);
        expect({ remote: remote.name, module: entry.module, places: places.length }).toEqual({
          remote: remote.name,
          module: entry.module,
          places: 1,
        });
      }
    }
  });

  it.each(presentRemotes().map((remote: Remote) => [remote.folder, remote]))(
    '%s: has every exposed file, and its package is named after its folder',
    (_folder, remote) => {
      const root = path.join(repoRoot, remote.folder);
      for (const entry of remote.exposes) expect(existsSync(path.join(root, entry.file))).toBe(true);
      expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name).toBe(
        `@portal/${remote.folder}`,
      );
    },
  );

  it('matches the development deployment file: each present remote at its port', () => {
    const deployment = JSON.parse(readFileSync(path.join(repoRoot, 'deploy/remotes.json'), 'utf8'));
    expect(deployment).toEqual(
      Object.fromEntries(
        presentRemotes().map((remote: Remote) => [
          remote.name,
          `http://localhost:${remotePort(DEV_SHELL_PORT, remote)}/mf-manifest.json`,
        ]),
      ),
    );
  });
});
