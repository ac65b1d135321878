import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '@portal/shared/router';
import { SiteLockHost } from '../features/site-lock/components/site-lock-host';
import { PortalStartUp } from './portal-start-up';
import './provide-shared';

/**
 * Requests run whatever the browser thinks of its network ('always'): react-query's default pauses
 * them while offline, which left a page loading forever; failing says "You are offline" with Retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

/**
 * The providers every remote renders inside: one query client and one router. antd needs no provider
 * here: its barrels apply the portal theme when a page first loads them (shared/src/ui/antd-setup.tsx).
 */
export const App = () => (
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <PortalStartUp />
      <SiteLockHost />
    </BrowserRouter>
  </QueryClientProvider>
);
