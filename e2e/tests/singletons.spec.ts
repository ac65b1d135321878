import { expect, test } from '../fixtures/test';
import { mainStack, remoteOrigin } from '../support/ports';

type ShareEntry = { from: string; loaded?: boolean; loading?: unknown; useIn?: string[] };
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/** Loaded by the time /categories shows its categories. */
const LOADED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom/client',
  '@portal/shared/router',
  '@tanstack/react-query',
  'zustand',
  '@portal/shared',
  '@portal/shared/zod',
  '@portal/shared/ui-base',
];
/** Provided by the shell, loaded only when a page needs them. */
const PROVIDED_SINGLETONS = [
  'react-dom',
  'react-hook-form',
  '@portal/shared/contracts',
  '@portal/shared/ui',
  '@portal/shared/ui-data',
  '@portal/shared/ui-forms',
  '@portal/shared/ui-table',
];

/**
 * A name the renderer's source holds, minified or not: Preact's compatibility layer, which runs React's
 * API (docs/adr/020-react-api-on-preact.md), marks a pure component with it.
 */
const RENDERER_MARKER = 'isPureReactComponent';

type FederationInstance = { name: string; shareScopeMap: unknown };

test('each shared singleton has exactly one loaded provider, the shell, and the renderer and the federation runtime are one instance each', async ({
  page,
  portal,
}) => {
  const rendererSourceOrigins = new Set<string>();
  const browseScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (response.url().startsWith(`${remoteOrigin('browse')}/`))
      browseScripts.push(new URL(response.url()).pathname);
    const body = await response.text().catch(() => '');
    if (body.includes(RENDERER_MARKER)) rendererSourceOrigins.add(new URL(response.url()).origin);
  });

  await page.goto('/categories');
  await expect(portal.categoryLinks().first()).toBeVisible();

  const runtime = await page.evaluate(() => {
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: FederationInstance[] } })
      .__FEDERATION__.__INSTANCES__;
    const shell = instances.find((instance) => instance.name === 'shell');
    return {
      instances: instances.map((instance) => instance.name),
      // Each instance's class is its runtime's: one class, one copy of the runtime in the page.
      runtimeCopies: new Set(instances.map((instance) => (instance as object).constructor)).size,
      map: JSON.parse(JSON.stringify(shell?.shareScopeMap ?? {})) as unknown,
    };
  });
  expect(runtime.instances).toEqual(expect.arrayContaining(['shell', 'browse']));
  // The remotes run on the runtime the shell runs, not on a second copy of it (ADR 014, sixth pass).
  expect(runtime.runtimeCopies, 'copies of the federation runtime that built the instances').toBe(1);

  const scope = (runtime.map as ShareScopeMap).default ?? {};
  // One version registered, and loaded where used. (`from` names whoever loaded it first, not who provides it.)
  for (const name of [...LOADED_SINGLETONS, ...PROVIDED_SINGLETONS]) {
    expect.soft(Object.values(scope[name] ?? {}), `${name} must have one provider`).toHaveLength(1);
  }
  for (const name of LOADED_SINGLETONS) {
    const loaded = Object.values(scope[name] ?? {}).filter((entry) => entry.loaded);
    expect.soft(loaded, `${name} must be loaded once`).toHaveLength(1);
  }

  // One renderer: no script from remote-browse's origin carries its source (and the remote's hooks,
  // which would throw under a second copy, rendered the page above).
  expect([...rendererSourceOrigins]).toEqual([`http://localhost:${mainStack.shell}`]);
  // The provider is the shell: remote-browse ships no code of any shared library (its manifest lists
  // no file for any of them), only its container and its own modules.
  expect(browseScripts).toContain('/remoteEntry.js');
  const manifest = (await (await page.request.get(`${remoteOrigin('browse')}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  for (const shared of manifest.shared) {
    expect
      .soft([...shared.assets.js.sync, ...shared.assets.js.async], `remote-browse ships ${shared.name}`)
      .toEqual([]);
  }
});
