import { HostServicesContext, type HostServices } from '@portal/shared';
import { App } from '@portal/shared/ui';
import { useMemo, type ReactNode } from 'react';

/**
 * The host services when this remote runs alone for its own development: toasts with the spec's
 * durations, and no shell pieces (no sign-in modal, slide-outs or other remotes).
 */
export const StandaloneHost = ({ children }: { children: ReactNode }) => {
  const { notification } = App.useApp();
  const services = useMemo<HostServices>(
    () => ({
      requireLogin: (action) => void action(),
      notify: {
        error: (message, title = 'Error') =>
          notification.error({ message: title, description: message, duration: 3 }),
        success: (message, title = 'Success') =>
          notification.success({ message: title, description: message, duration: 4 }),
      },
      openSlideOut: () => undefined,
      closeSlideOut: () => undefined,
      setSlideOutDirty: () => undefined,
      logNavigation: () => undefined,
      renderRemoteComponent: (_id, _props, fallback = null) => fallback,
    }),
    [notification],
  );
  return <HostServicesContext.Provider value={services}>{children}</HostServicesContext.Provider>;
};
