import { queryKeys, useSessionStore, type HostServices, type School, type Student } from '@portal/shared';
import {
  createMockHost,
  createTestQueryClient,
  envelopeResponse,
  renderWithHost,
} from '@portal/shared/testing';
import type { ReactElement } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { clearBrowseCache } from '../lib/browse-cache';
import { schoolFixture } from './fixtures';

type Options = {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the page is mounted on, for useParams. */
  path?: string;
  school?: School;
  student?: Student | null;
  host?: Partial<HostServices>;
  /** A returning visitor keeps the local cache; by default each test starts without one. */
  keepCache?: boolean;
};

/**
 * Renders a browse page as the shell does: the school already loaded, the session as given (a
 * visitor by default), a mock host, and a clean local cache.
 */
export const renderBrowse = (
  ui: ReactElement,
  { route = '/', path, school, student = null, host, keepCache = false }: Options = {},
) => {
  if (!keepCache) clearBrowseCache();
  useSessionStore.setState({ student, token: student ? 'test-token' : null });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.school(), school ?? schoolFixture());
  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Left the page</p>} />
    </Routes>
  ) : (
    ui
  );
  return renderWithHost(element, { route, queryClient, host: createMockHost(host) });
};

export type FetchRoute = { match: RegExp | string; method?: 'GET' | 'POST'; reply: () => Response };

/**
 * A fetch stub answering by path (first match wins), recording each call; an unmatched call fails
 * the test loudly.
 */
export const stubApi = (routes: FetchRoute[]) => {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname}${url.search}`;
    const method = init?.method ?? 'GET';
    calls.push({ path, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === method &&
        (typeof r.match === 'string' ? r.match === path : r.match.test(path)),
    );
    if (!route)
      return envelopeResponse(null, {
        result: 'error',
        errorMessage: `No stub for ${method} ${path}`,
        status: 500,
      });
    return route.reply();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
};

export { envelopeResponse };
