import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@portal/shared/router';
import { HostServicesContext, type HostServices } from '../host/host-services';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

/** A host whose services are jest mocks; `requireLogin` runs the action at once unless overridden. */
export const createMockHost = (overrides: Partial<HostServices> = {}): HostServices => ({
  requireLogin: jest.fn((action) => void action()),
  notify: { error: jest.fn(), success: jest.fn() },
  openSlideOut: jest.fn(),
  closeSlideOut: jest.fn(),
  setSlideOutDirty: jest.fn(),
  logNavigation: jest.fn(),
  renderRemoteComponent: jest.fn((_id, _props, fallback) => fallback ?? null),
  ...overrides,
});

type HostOptions = { route?: string; queryClient?: QueryClient; host?: HostServices } & Omit<
  RenderOptions,
  'wrapper'
>;

/** Renders a component inside the same providers the shell gives every remote, with a mock host. */
export const renderWithHost = (
  ui: ReactElement,
  { route = '/', queryClient, host, ...options }: HostOptions = {},
) => {
  const client = queryClient ?? createTestQueryClient();
  const services = host ?? createMockHost();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <HostServicesContext.Provider value={services}>
        <MemoryRouter initialEntries={[route]}>
          <App>{children}</App>
        </MemoryRouter>
      </HostServicesContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient: client, host: services, ...render(ui, { wrapper: Wrapper, ...options }) };
};

/** A reply in the API's envelope, for tests that stub `fetch`. */
export const envelopeResponse = (
  data: unknown,
  init: { result?: 'ok' | 'error'; errorMessage?: string; errorCode?: string; status?: number } = {},
): Response =>
  new Response(
    JSON.stringify({
      result: init.result ?? 'ok',
      errorMessage: init.errorMessage,
      errorCode: init.errorCode,
      data,
    }),
    { status: init.status ?? 200, headers: { 'Content-Type': 'application/json' } },
  );

export { schoolFixture } from './school-fixture';
