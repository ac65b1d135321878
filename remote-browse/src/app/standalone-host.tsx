import { HostServicesContext, type HostServices, type SlideOutId, type SlideOutProps } from '@portal/shared';
import { App, Drawer } from '@portal/shared/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { ClassSlideOut } from '../features/class/components/class-slide-out';

/**
 * A minimal host for running this remote alone (`pnpm dev`): toasts, the class slide-out, and
 * sign-in left to the portal (an action that needs it says so). The portal's shell provides the real one.
 */
export const StandaloneHost = ({ children }: { children: ReactNode }) => {
  const { message } = App.useApp();
  const [slideOut, setSlideOut] = useState<{ id: SlideOutId; props: SlideOutProps[SlideOutId] } | null>(null);
  const services = useMemo<HostServices>(
    () => ({
      requireLogin: () => void message.info('Sign in through the portal to do this.'),
      notify: {
        error: (text) => void message.error(text, 3),
        success: (text) => void message.success(text, 4),
      },
      openSlideOut: (id, props) => setSlideOut({ id, props }),
      closeSlideOut: () => setSlideOut(null),
      setSlideOutDirty: () => undefined,
      logNavigation: () => undefined,
      renderRemoteComponent: (_id, _props, fallback) => fallback ?? null,
    }),
    [message],
  );
  const classId = slideOut?.id === 'class' ? (slideOut.props as SlideOutProps['class']).classId : null;
  return (
    <HostServicesContext.Provider value={services}>
      {children}
      <Drawer open={slideOut !== null} width={1024} onClose={() => setSlideOut(null)} title="Class">
        {classId !== null ? (
          <ClassSlideOut classId={classId} />
        ) : slideOut ? (
          `${slideOut.id} is provided by another area.`
        ) : null}
      </Drawer>
    </HostServicesContext.Provider>
  );
};
