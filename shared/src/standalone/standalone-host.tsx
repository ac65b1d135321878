import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  HostServicesContext,
  type HostServices,
  type SlideOutId,
  type SlideOutProps,
} from '../host/host-services';
import { sharedMessagesNow, useSharedMessages } from '../i18n/shared-catalog';
import { useSessionStore } from '../session/session-store';
import { App, Drawer } from '../ui';

/** What a visitor is told instead of a sign-in modal (its English; said in the portal's language). */
export const SIGN_IN_THROUGH_PORTAL = 'Sign in through the portal to do this.';

/** The slide-outs a remote owns, by id, to open when it runs alone. */
export type StandaloneSlideOuts = Partial<{ [K in SlideOutId]: ComponentType<SlideOutProps[K]> }>;

type OpenSlideOut = { id: SlideOutId; props: SlideOutProps[SlideOutId] };

/**
 * The host services when a remote runs alone (`pnpm dev` in its folder), the same for every remote:
 * toasts with the spec's durations, the remote's own slide-outs, and no shell pieces. There is no
 * sign-in modal: a signed-in session runs the action, a visitor is told to sign in through the portal.
 */
export const StandaloneHost = ({
  slideOuts = {},
  children,
}: {
  slideOuts?: StandaloneSlideOuts;
  children: ReactNode;
}) => {
  const m = useSharedMessages();
  const { message, notification } = App.useApp();
  const [open, setOpen] = useState<OpenSlideOut | null>(null);
  const services = useMemo<HostServices>(
    () => ({
      requireLogin: (action) => {
        if (useSessionStore.getState().student) void action();
        else void message.info(sharedMessagesNow()('standalone.signInThroughPortal'));
      },
      notify: {
        error: (text, title = sharedMessagesNow()('standalone.error')) =>
          notification.error({ title, description: text, duration: 3 }),
        success: (text, title = sharedMessagesNow()('standalone.success')) =>
          notification.success({ title, description: text, duration: 4 }),
      },
      openSlideOut: (id, props) => setOpen({ id, props }),
      // One remote alone: its panels' code is its own, loaded with it.
      prepareSlideOut: () => undefined,
      closeSlideOut: () => setOpen(null),
      setSlideOutDirty: () => undefined,
      logNavigation: () => undefined,
      renderRemoteComponent: (_id, _props, fallback = null) => fallback,
    }),
    [message, notification],
  );
  const Panel = open ? (slideOuts[open.id] as ComponentType<object> | undefined) : undefined;
  return (
    <HostServicesContext.Provider value={services}>
      {children}
      <Drawer open={open !== null} size={1024} onClose={() => setOpen(null)} title={open?.id}>
        {open && Panel ? (
          <Panel {...open.props} />
        ) : open ? (
          m('standalone.otherArea', { area: open.id })
        ) : null}
      </Drawer>
    </HostServicesContext.Provider>
  );
};
