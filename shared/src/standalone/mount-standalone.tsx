import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '../api/api-client';
import { useSharedMessages } from '../i18n/shared-catalog';
import { getSchoolQueryOptions } from '../api/school';
import { BrowserRouter, Route, Routes } from '../router';
import { App, Layout } from '../ui';
import { Spinner } from '../ui-base';
import { StandaloneHost, type StandaloneSlideOuts } from './standalone-host';

/** 'Loading', in the portal's language, while a page's code or data arrives. */
const StandaloneLoading = () => {
  const m = useSharedMessages();
  return <Spinner label={m('pageState.loading')} />;
};

/** A page of the remote at its portal path (`*` for the page shown at any other path). */
export type StandaloneRoute = { path: string; element: ReactNode };

/**
 * Renders a remote alone into #root, for its own development (`pnpm dev` in its folder): the same
 * providers, in the same order, as the shell gives an exposed module, around the remote's pages.
 */
export const mountStandalone = ({
  routes,
  slideOuts,
}: {
  routes: StandaloneRoute[];
  slideOuts?: StandaloneSlideOuts;
}): void => {
  configureApiClient({ build: process.env.PORTAL_BUILD ?? 'dev' });
  const queryClient = new QueryClient();
  void queryClient.prefetchQuery(getSchoolQueryOptions());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <StandaloneHost slideOuts={slideOuts}>
              <Layout.Content style={{ padding: 24 }}>
                <Suspense fallback={<StandaloneLoading />}>
                  <Routes>
                    {routes.map((route) => (
                      <Route key={route.path} path={route.path} element={route.element} />
                    ))}
                  </Routes>
                </Suspense>
              </Layout.Content>
            </StandaloneHost>
          </BrowserRouter>
        </QueryClientProvider>
      </App>
    </StrictMode>,
  );
};
