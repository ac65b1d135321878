import {
  HostServicesContext,
  queryKeys,
  useSessionStore,
  type HostServices,
  type School,
} from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Deployment } from '../lib/federation/deployment';
import { RemoteModule } from '../lib/federation/remote-module';
import { isAvailable, remoteComponentOwners } from '../lib/modules/module-registry';
import { enqueueNavigation } from '../features/navigation-log/rules/navigation-log-queue';
import { createRequireLogin } from '../features/sign-in/rules/require-login';
import { useSignInStore } from '../features/sign-in/hooks/sign-in-store';
import { preparePanel, startPanelEarly } from '../features/slide-out/hooks/start-panel-early';
import { useSlideOutStore, type OpenPanel } from '../features/slide-out/hooks/slide-out-store';
import { ERROR_TOAST_SECONDS, showToast, SUCCESS_TOAST_SECONDS } from '../lib/show-toast';
import { shellMessagesNow } from '../messages/catalog';

/** Provides the host services (shared/src/host) to every remote mounted in the shell. */
export const HostServicesProvider = ({
  school,
  deployment,
  children,
}: {
  school: School;
  deployment: Deployment;
  children: ReactNode;
}) => {
  const queryClient = useQueryClient();

  const services = useMemo<HostServices>(() => {
    const requireLogin = createRequireLogin({
      // "The list is still loading": a stored token whose student is not fetched yet.
      isLoading: () =>
        Boolean(useSessionStore.getState().token) &&
        queryClient.getQueryState(queryKeys.student.logged())?.status === 'pending',
      isSignedIn: () => Boolean(useSessionStore.getState().token),
      queueAndOpenSignIn: (action) => {
        useSignInStore.getState().afterLoginQueued(action);
        useSignInStore.getState().opened('login');
      },
    });
    return {
      requireLogin,
      notify: {
        // A toast's default title is in the language the page speaks when it shows.
        error: (message, title = shellMessagesNow()('toast.error')) =>
          showToast('error', title, message, ERROR_TOAST_SECONDS),
        success: (message, title = shellMessagesNow()('toast.success')) =>
          showToast('success', title, message, SUCCESS_TOAST_SECONDS),
      },
      // TypeScript cannot pair a generic id with its props; the host contract's signature does.
      openSlideOut: (id, props) => {
        const panel = { id, props } as OpenPanel;
        startPanelEarly(panel, school, deployment);
        useSlideOutStore.getState().panelOpened(panel);
      },
      prepareSlideOut: (id) => preparePanel(id, school, deployment),
      closeSlideOut: () => useSlideOutStore.getState().closeRequested(),
      setSlideOutDirty: (dirty) => useSlideOutStore.getState().dirtyChanged(dirty),
      logNavigation: (record) => enqueueNavigation(record),
      renderRemoteComponent: (id, props, fallback = null) => {
        const owner = remoteComponentOwners[id];
        if (!isAvailable(owner, school, deployment)) return fallback;
        return (
          <RemoteModule
            remote={owner.remote}
            expose={owner.expose}
            title={owner.title}
            props={props}
            fallback={fallback}
          />
        );
      },
    };
  }, [queryClient, school, deployment]);

  return <HostServicesContext.Provider value={services}>{children}</HostServicesContext.Provider>;
};
