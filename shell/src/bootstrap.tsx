import { configureApiClient, getSchoolQueryOptions } from '@portal/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/app';
import { deploymentQueryOptions } from './lib/federation/deployment';
import { takeOverridesFromAddress } from './lib/federation/remote-overrides';
import { reportCallFailure, startReporting } from './lib/reports/portal-reports';

configureApiClient({ build: process.env.PORTAL_BUILD ?? 'dev', onCallFailed: reportCallFailure });
startReporting();
takeOverridesFromAddress();
// Start-up needs both before anything can route: ask for them now, not after the first render.
void queryClient.prefetchQuery(getSchoolQueryOptions());
void queryClient.prefetchQuery(deploymentQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
