import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

type HostOptions = { route?: string; queryClient?: QueryClient } & Omit<RenderOptions, 'wrapper'>;

/** Renders a component inside the same providers the shell gives every remote. */
export const renderWithHost = (
  ui: ReactElement,
  { route = '/', queryClient, ...options }: HostOptions = {},
) => {
  const client = queryClient ?? createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <App>{children}</App>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient: client, ...render(ui, { wrapper: Wrapper, ...options }) };
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
