import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { skeletonProblems } from '../../tooling/remotes/remote-skeleton.mjs';
import { planRemote, writeRemote } from './remote-generator.mjs';

const repoRoot = path.resolve(__dirname, '../..');

/** A scratch copy of what the generator reads and writes. */
const scratchRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
  for (const file of ['portal.remotes.json', 'shell/package.json', 'deploy/remotes.json', 'budgets.json']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  return root;
};
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

describe('pnpm new:remote', () => {
  it('adds a new remote with one page, its entry, its port and its deployment entry', () => {
    const root = scratchRoot();
    const before = JSON.parse(read(root, 'portal.remotes.json')).remotes;
    const created = writeRemote(planRemote({ name: 'demo', title: 'Demo Area', root }));

    const remotes = JSON.parse(read(root, 'portal.remotes.json')).remotes;
    const demo = remotes.at(-1);
    expect(demo).toEqual({
      name: 'demo',
      folder: 'remote-demo',
      portOffset: Math.max(...before.map((remote: { portOffset: number }) => remote.portOffset)) + 1,
      description: 'The demo area.',
      exposes: [
        {
          module: './DemoPage',
          file: './src/exposed/demo-page.ts',
          route: '/demo',
          title: 'Demo Area',
          when: [],
        },
      ],
    });
    expect(JSON.parse(read(root, 'deploy/remotes.json')).demo).toBe(
      `http://localhost:${4100 + demo.portOffset}/mf-manifest.json`,
    );
    // Its page has a first-load budget, which the budget test holds as soon as it is built.
    expect(JSON.parse(read(root, 'budgets.json')).pages['/demo']).toEqual({
      totalKB: 215,
      remotesKB: { 'remote-demo': 15 },
    });
    expect(created).toEqual(
      expect.arrayContaining([
        'remote-demo/package.json',
        'remote-demo/webpack.config.mjs',
        'remote-demo/src/bootstrap.tsx',
        'remote-demo/src/exposed/demo-page.ts',
        'remote-demo/src/pages/demo-page.tsx',
        'remote-demo/src/pages/demo-page.test.tsx',
        'remote-demo/src/messages/en.json',
        'remote-demo/src/messages/es.json',
        'remote-demo/src/messages/catalog.ts',
        'remote-demo/src/contract/index.ts',
        'remote-demo/README.md',
      ]),
    );
    expect(read(root, 'remote-demo/src/exposed/demo-page.ts')).toContain(
      "export { DemoPage as Component } from '../pages/demo-page';",
    );
    // Its words are in its catalogs, the page's title under the page's id.
    expect(JSON.parse(read(root, 'remote-demo/src/messages/en.json'))).toEqual({
      'page.empty': 'Nothing here yet.',
      'DemoPage.title': 'Demo Area',
    });
    expect(read(root, 'remote-demo/src/pages/demo-page.tsx')).toContain("{m('DemoPage.title')}");
    expect(read(root, 'remote-demo/src/bootstrap.tsx')).toContain(
      "{ path: '/demo', element: <DemoPage /> },",
    );
    // Every file filled in, in the shape every remote has (the six are held to it in
    // tooling/layers/remote-skeleton.test.ts).
    for (const file of created)
      expect({ file, text: read(root, file) }).not.toEqual({
        file,
        text: expect.stringMatching(/__[A-Z_]+__/),
      });
    expect(skeletonProblems(path.join(root, 'remote-demo'), 'demo')).toEqual([]);

    const shell = JSON.parse(read(root, 'shell/package.json'));
    const remotePackage = JSON.parse(read(root, 'remote-demo/package.json'));
    expect(remotePackage.name).toBe('@portal/remote-demo');
    expect(remotePackage.dependencies.react).toBe(shell.dependencies.react);
    expect(remotePackage.dependencies['@portal/shared']).toBe('workspace:*');
  });

  it('creates a planned remote from its entry: a page per route, a panel per slide-out', () => {
    const root = scratchRoot();
    writeRemote(planRemote({ name: 'registration', root }));
    const bootstrap = read(root, 'remote-registration/src/bootstrap.tsx');
    expect(bootstrap).toContain('registration: RegistrationSlideOut,');
    expect(bootstrap).toContain('noCostForm: NoCostFormSlideOut,');
    expect(existsSync(path.join(root, 'remote-registration/src/exposed/registration-slide-out.ts'))).toBe(
      true,
    );
    // A planned entry is already in the definition: it is not added twice.
    const names = JSON.parse(read(root, 'portal.remotes.json')).remotes.map(
      (remote: { name: string }) => remote.name,
    );
    expect(names.filter((name: string) => name === 'registration')).toHaveLength(1);
  });

  it.each([
    ['Demo', /cannot name a remote/],
    ['my-area', /cannot name a remote/],
    ['browse', /remote-browse\/ already exists/],
  ])('refuses %s', (name, message) => {
    const root = scratchRoot();
    if (name === 'browse') mkdirSync(path.join(root, 'remote-browse'));
    expect(() => planRemote({ name, root })).toThrow(message);
  });

  it('refuses a route another remote has, and options for a planned remote', () => {
    const root = scratchRoot();
    expect(() => planRemote({ name: 'demo', route: '/profile', root })).toThrow('/profile is already routed');
    expect(() => planRemote({ name: 'payments', title: 'Pay', root })).toThrow('already planned');
  });
});
