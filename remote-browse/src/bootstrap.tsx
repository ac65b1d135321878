import { configureApiClient, getSchoolQueryOptions } from '@portal/shared';
import { App, Layout, Spin } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@portal/shared/router';
import { StandaloneHost } from './app/standalone-host';
import { CategoriesPage } from './features/categories/components/categories-page';
import { CategoryPage } from './features/category/components/category-page';
import { CoursePage } from './features/course/components/course-page';
import { PathwayPage } from './features/pathway/components/pathway-page';

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
          <StandaloneHost>
            <Layout.Content style={{ padding: 24 }}>
              <Suspense fallback={<Spin />}>
                <Routes>
                  <Route path="/category/:id" element={<CategoryPage />} />
                  <Route path="/category/:categoryId/course/:id" element={<CoursePage />} />
                  <Route path="/category/:categoryId/program/:id" element={<PathwayPage />} />
                  <Route path="*" element={<CategoriesPage />} />
                </Routes>
              </Suspense>
            </Layout.Content>
          </StandaloneHost>
        </BrowserRouter>
      </QueryClientProvider>
    </App>
  </StrictMode>,
);
