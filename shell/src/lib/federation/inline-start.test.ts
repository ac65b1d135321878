import { API_BASE, ENDPOINT_VERSION, SESSION_STORAGE_KEY } from '@portal/shared';
import { accountEndpoints, cartEndpoints } from '@portal/shared/contracts';
import { LOCALE_STORAGE_KEY } from '@portal/shared/i18n';
import {
  EARLY_START_GLOBAL,
  earlyStartTable,
  startRouteFromHtml,
} from '../../../../tooling/webpack/early-start-script.mjs';
import { SHOWN_LOCALE_KEY } from '../first-paint';
import { remotePages } from '../modules/remote-definitions';
import { DEPLOYMENT_TIMEOUT_MS, DEPLOYMENT_URL, matchRemotePage, preloadPaths } from './early-route';
import { takeInlineStart } from './inline-start';
import { OVERRIDE_PARAM, OVERRIDES_STORAGE_KEY } from './remote-overrides';
import { MANIFEST_TIMEOUT_MS } from './runtime-plugins/bounded-manifest-fetch';

/**
 * index.html's inline script (tooling/webpack/early-start-script.mjs) stands alone, before any of the
 * portal's code: here, it agrees with the shell and the client it starts for.
 */
const table = earlyStartTable({ build: 'test', locales: ['en', 'es'] });

describe('the inline start agrees with the shell', () => {
  it('names the same addresses, storage keys, headers and time limits', () => {
    expect(table.global).toBe(EARLY_START_GLOBAL);
    expect(table.school).toBe(`${API_BASE}school`);
    expect(table.api).toBe(API_BASE);
    expect(table.deployment).toBe(DEPLOYMENT_URL);
    expect(table.timeouts).toEqual({ deployment: DEPLOYMENT_TIMEOUT_MS, manifest: MANIFEST_TIMEOUT_MS });
    expect(table.overrides).toEqual({ param: OVERRIDE_PARAM, storageKey: OVERRIDES_STORAGE_KEY });
    expect(table.session).toBe(SESSION_STORAGE_KEY);
    expect(table.endpointVersion).toBe(ENDPOINT_VERSION);
    expect(table.locale).toMatchObject({ shown: SHOWN_LOCALE_KEY, chosen: LOCALE_STORAGE_KEY });
    expect(table.shellReads).toEqual([
      { path: accountEndpoints.getLoggedStudent.path, when: [] },
      { path: cartEndpoints.getCart.path, when: ['modules.cart'] },
    ]);
  });

  it('matches every route as the shell does, and sends the reads the shell would', async () => {
    expect(remotePages.length).toBeGreaterThan(10);
    for (const page of remotePages) {
      const pathname = page.path.replace(/:\w+/g, 'x 7');
      const match = matchRemotePage(encodeURI(pathname));
      expect(match?.page).toBe(page);
      // Every flag the page needs, on.
      const data: Record<string, Record<string, boolean>> = { modules: {}, features: {} };
      for (const [group, name] of table.routes.flatMap((route) => route.when).map((flag) => flag.split('.')))
        data[group!]![name!] = true;
      const school = { data };
      const window = {
        location: { pathname: encodeURI(pathname), search: '' },
        localStorage: {
          getItem: (key: string) => (key === SESSION_STORAGE_KEY ? '{"state":{"token":"t"}}' : null),
        },
        sessionStorage: { getItem: () => null },
        navigator: { languages: [] },
        AbortSignal,
        fetch: async (url: string) => new Response(JSON.stringify(url === '/api/school' ? school : {})),
        requestAnimationFrame: () => 0,
      } as unknown as Window & typeof globalThis;
      startRouteFromHtml(table, window);
      const started = takeInlineStart(window);
      expect(Object.keys(await started!.reads)).toEqual([
        ...preloadPaths(page.preload.paths, match!.params),
        ...table.shellReads.map((read) => read.path),
      ]);
    }
  });
});

describe('taking the inline start', () => {
  it('hands it over once, started, and is null when the script did not run', () => {
    const start = { token: null };
    const begin = jest.fn(() => start);
    const window = { [EARLY_START_GLOBAL]: begin };
    expect(takeInlineStart(window)).toBe(start);
    expect(begin).toHaveBeenCalledTimes(1);
    expect(takeInlineStart(window)).toBeNull();
    expect(takeInlineStart({})).toBeNull();
  });
});
