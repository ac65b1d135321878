import { configureApiClient } from '@portal/shared';
import { App, Layout } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@portal/shared/router';
import { ProfilePage } from './app/profile-page';
import { StandaloneHost } from './app/standalone-host';
import { ContactPage } from './features/contact-form/components/contact-page';

configureApiClient({ build: process.env.PORTAL_BUILD ?? 'dev' });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <StandaloneHost>
          <BrowserRouter>
            <Layout.Content style={{ padding: 24 }}>
              <Routes>
                <Route path="/contact" element={<ContactPage />} />
                <Route path="*" element={<ProfilePage />} />
              </Routes>
            </Layout.Content>
          </BrowserRouter>
        </StandaloneHost>
      </QueryClientProvider>
    </App>
  </StrictMode>,
);
