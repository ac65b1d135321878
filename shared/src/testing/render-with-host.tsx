import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { getSchoolQueryOptions } from '../api/school';
import type { School } from '../contracts/school';
import type { Student } from '../contracts/student';
import { HostServicesContext, type HostServices } from '../host/host-services';
import { MemoryRouter, Route, Routes } from '../router';
import { useSessionStore } from '../session/session-store';
import { App } from '../ui';
import { aSchool } from './fixtures';

/** Retries off (a failure shows at once) and nothing collected while a test runs. */
export const createTestQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

/** A host whose services are jest mocks; `requireLogin` runs the action at once unless overridden. */
export const createMockHost = (overrides: Partial<HostServices> = {}): HostServices => ({
  requireLogin: jest.fn((action) => void action()),
  notify: { error: jest.fn(), success: jest.fn() },
  openSlideOut: jest.fn(),
  prepareSlideOut: jest.fn(),
  closeSlideOut: jest.fn(),
  setSlideOutDirty: jest.fn(),
  logNavigation: jest.fn(),
  renderRemoteComponent: jest.fn((_id, _props, fallback) => fallback ?? null),
  ...overrides,
});

export type HostRenderOptions = {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the element is mounted on (for useParams); other URLs show 'Left the page'. */
  path?: string;
  /** The school's configuration, loaded as the shell's start-up does (default `aSchool()`). */
  school?: School;
  /** Signs this student in (`null`: a visitor); left out, the session stays as the test set it. */
  student?: Student | null;
  /** Host services to replace in the mock host (`createMockHost`). */
  host?: Partial<HostServices>;
  queryClient?: QueryClient;
} & Omit<RenderOptions, 'wrapper'>;

/**
 * Renders a page, panel or piece as the shell mounts a remote: a query client (retries off) with the
 * school already loaded, the router, the host services (a mock host) and antd's App context (its
 * styles kept out of the document).
 */
export const renderWithHost = (
  ui: ReactElement,
  { route = '/', path, school, student, host, queryClient, ...options }: HostRenderOptions = {},
) => {
  if (student !== undefined) useSessionStore.setState({ student, token: student ? 'test-token' : null });
  const client = queryClient ?? createTestQueryClient();
  if (school || !client.getQueryData(getSchoolQueryOptions().queryKey)) {
    client.setQueryData(getSchoolQueryOptions().queryKey, school ?? aSchool());
  }
  const services = createMockHost(host);
  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Left the page</p>} />
    </Routes>
  ) : (
    ui
  );
  // antd's styles are generated as on a server, never put into the test's document: jsdom matches
  // every style rule of the document on each getComputedStyle, which Testing Library and user-event
  // call for every query and pointer action, and antd's thousand rules made that most of a test's
  // time (ADR 016). What the styles do on screen is the browser tests' to check.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StyleProvider mock="server">
      <QueryClientProvider client={client}>
        <HostServicesContext.Provider value={services}>
          <MemoryRouter initialEntries={[route]}>
            <App>{children}</App>
          </MemoryRouter>
        </HostServicesContext.Provider>
      </QueryClientProvider>
    </StyleProvider>
  );
  return { queryClient: client, host: services, ...render(element, { wrapper: Wrapper, ...options }) };
};
