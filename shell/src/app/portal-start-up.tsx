import { getSchoolQueryOptions, useTimezoneCache } from '@portal/shared';
import { Spinner } from '@portal/shared/ui-base';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { deploymentQueryOptions, type Deployment } from '../lib/federation/deployment';
import { registerDeployedRemotes } from '../lib/federation/remote-loader';
import { NO_OVERRIDES } from '../lib/federation/remote-overrides';
import { remotesToRegister } from '../lib/modules/module-registry';
import { StartUpError } from '../pages/start-up-error';
import { firstPaintShown, takeDownFirstPaint } from '../lib/first-paint';
import { NavigationLog } from '../features/navigation-log/components/navigation-log';
import { RemoteOverrideHost } from '../features/remote-overrides/components/remote-override-host';
import { PassportHandler } from '../features/passport/components/passport-handler';
import { SessionExpiry } from '../features/sign-in/components/session-expiry';
import { SessionSync } from '../features/session/components/session-sync';
import { SignInModalHost } from '../features/sign-in/components/sign-in-modal-host';
import { SlideOutHost } from '../features/slide-out/components/slide-out-host';
import { HostServicesProvider } from './host-services-provider';
import { useLocaleSync } from '../features/language/hooks/use-locale-sync';
import { PortalRoutes } from './portal-routes';
import { useLayoutMessages } from '../pages/messages/catalog';

const NO_REMOTES: Deployment = {};

/**
 * Start-up: read the deployment (remotes.json) and the school's configuration, resolve the module
 * flags, register only the enabled remotes, then route. A broken deployment file leaves every remote
 * unavailable but the portal up; without the school's configuration nothing can be decided.
 */
export const PortalStartUp = () => {
  // The spec's cached default timezone, for every page (not only the catalog's).
  useTimezoneCache();
  const m = useLayoutMessages();
  const school = useQuery(getSchoolQueryOptions());
  const deployment = useQuery(deploymentQueryOptions());
  const deployed = deployment.isError ? NO_REMOTES : deployment.data?.remotes;
  const localeDecided = useLocaleSync(school.data);

  const ready = useMemo(() => {
    if (!school.data || !deployed) return false;
    registerDeployedRemotes(remotesToRegister(school.data, deployed), deployed);
    return true;
  }, [school.data, deployed]);

  // The portal's frame (header, sidebar, routes) is a large tree, and the replies that let it draw
  // come through react-query. On React, deferred, the frame was drawn in slices the browser could answer
  // input between (ADR 014, seventh pass); Preact (ADR 020) draws it at once, and its TBT is measured so.
  const canDraw = useDeferredValue(ready && localeDecided);
  const starting = !school.isError && !canDraw;
  // index.html's first paint stays until this commit draws the portal's frame (or the error) over it.
  useLayoutEffect(() => {
    if (!starting) takeDownFirstPaint();
  }, [starting]);

  if (school.isError) {
    return <StartUpError message={school.error.message} onRetry={() => void school.refetch()} />;
  }
  if (!canDraw || !school.data || !deployed) {
    return firstPaintShown() ? null : <Spinner label={m('startUp.loading')} minHeight="100vh" />;
  }
  return (
    <HostServicesProvider school={school.data} deployment={deployed}>
      <SessionSync />
      <SessionExpiry />
      <PassportHandler />
      <NavigationLog />
      <PortalRoutes
        school={school.data}
        deployment={deployed}
        notice={<RemoteOverrideHost status={deployment.data?.overrides ?? NO_OVERRIDES} />}
      />
      <SignInModalHost />
      <SlideOutHost school={school.data} deployment={deployed} />
    </HostServicesProvider>
  );
};
