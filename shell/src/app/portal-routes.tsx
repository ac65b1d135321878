import type { School } from '@portal/shared';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from '@portal/shared/router';
import type { Deployment } from '../lib/federation/deployment';
import { RemoteModule } from '../lib/federation/remote-module';
import { usePreloadedReads } from '../lib/federation/route-preload';
import {
  defaultLandingPath,
  homeRedirectPath,
  presentRoutes,
  type PagePreload,
  type PortalRoute,
} from '../lib/modules/module-registry';
import { paths } from '../lib/modules/paths';
import { NotAvailablePanel } from '../lib/federation/not-available-panel';
import { PortalLayout } from '../pages/portal-layout';
import { lazyNamed } from '../lib/lazy-named';

// /login exists only with alternate sign-in on; its form (antd) loads with the route.
const LoginPage = lazyNamed<{ landingPath: string }>(() => import('../pages/login-page'), 'LoginPage');
// An unknown address is rare: its page (and its messages) loads when one is asked for.
const NotFoundPage = lazyNamed(() => import('../pages/not-found-page'), 'NotFoundPage');

/** A remote's page, its declared reads started alongside its code. */
const RemotePage = ({
  remote,
  expose,
  preload,
  title,
  headedByTitle,
}: {
  remote: string;
  expose: string;
  preload: PagePreload;
  title: string;
  headedByTitle: boolean;
}) => {
  usePreloadedReads(preload, useParams());
  return <RemoteModule remote={remote} expose={expose} title={title} headedByTitle={headedByTitle} />;
};

/**
 * A page whose route has no parameter is headed by its title, as index.html's first paint heads it:
 * the same rule over the same routes as tooling/webpack/first-paint-heading.mjs.
 */
const isHeadedByTitle = (route: PortalRoute) => !route.path.includes(':');

const routeElement = (route: PortalRoute, school: School, deployment: Deployment) => {
  const { owner } = route;
  if (owner.kind === 'shell') {
    return (
      <Suspense fallback={null}>
        <LoginPage landingPath={defaultLandingPath(school)} />
      </Suspense>
    );
  }
  if (owner.kind === 'remote' && deployment[owner.remote]) {
    return (
      <RemotePage
        remote={owner.remote}
        expose={owner.expose}
        preload={owner.preload}
        title={route.title}
        headedByTitle={isHeadedByTitle(route)}
      />
    );
  }
  return <NotAvailablePanel title={route.title} />;
};

/** The router, built from the module registry: only the routes the school's flags make present exist. */
export const PortalRoutes = ({
  school,
  deployment,
  notice,
}: {
  school: School;
  deployment: Deployment;
  /** Above every page, after the skip link (PortalLayout). */
  notice?: ReactNode;
}) => (
  <Routes>
    <Route element={<PortalLayout school={school} notice={notice} />}>
      <Route index element={<Navigate to={homeRedirectPath(school)} replace />} />
      <Route path={paths.loginRedirect} element={<Navigate to={defaultLandingPath(school)} replace />} />
      {presentRoutes(school).map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route, school, deployment)} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Route>
  </Routes>
);
