import { App as AntApp, ConfigProvider, portalTheme } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { SiteLockOverlay } from '../features/site-lock/site-lock-overlay';
import { PortalStartUp } from './portal-start-up';
import './provide-shared';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The providers every remote renders inside: one query client, one router, one antd context. */
export const App = () => (
  <ConfigProvider theme={portalTheme}>
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PortalStartUp />
          <SiteLockOverlay />
        </BrowserRouter>
      </QueryClientProvider>
    </AntApp>
  </ConfigProvider>
);
