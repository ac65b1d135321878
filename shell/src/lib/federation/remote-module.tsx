import { Heading, Spinner } from '@portal/shared/ui-base';
import { useEffect, useState, type ReactNode } from 'react';
import type { RemoteName } from '../modules/module-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reportRemoteFailure } from '../reports/portal-reports';
import { loadExposedModule, resetRemote, type ExposedModule } from './remote-loader';
import { useModuleMessages } from '../modules/messages/catalog';
import { useRemoteMessages } from './messages/catalog';
import { areaTitle } from '../modules/area-titles';

type Props = {
  remote: RemoteName;
  expose: string;
  title: string;
  props?: object;
  /** Replaces the "could not be loaded" panel (a shared piece inside another remote's page). */
  fallback?: ReactNode;
  /**
   * The page is headed by its title (a route without parameters): the title shows as its heading
   * while the code loads, where the page will draw it, as index.html's first paint drew it.
   */
  headedByTitle?: boolean;
};

/** The components already loaded, by remote and exposed module: mounting one again renders it at once. */
const loadedComponents = new Map<string, ExposedModule['Component']>();

/**
 * Starts loading an exposed module before anything mounts it (a panel that is opening): a RemoteModule
 * mounted once it is in renders it at once. A failure is left for the RemoteModule to show, with Retry.
 */
export const preloadRemoteModule = (remote: RemoteName, expose: string): void => {
  const key = `${remote}/${expose}`;
  if (loadedComponents.has(key)) return;
  loadExposedModule(remote, expose).then(
    (module) => loadedComponents.set(key, module.Component),
    () => undefined,
  );
};

type ExposedProps = {
  remote: RemoteName;
  expose: string;
  /** A Retry's: the module is loaded again (the runtime's cache may hold what failed), not taken from the cache. */
  reload: boolean;
  loading: ReactNode;
  props?: object;
};

/**
 * The exposed component once its code is in, `loading` until then. Not React.lazy: a lazy component
 * suspends, and React holds a Suspense boundary's content back until 300 ms after its fallback showed
 * (measured: a second Register waited ~250 ms for nothing, `pnpm measure:registration`; a class
 * slide-out whose code and data were in after 150 ms showed at 320 ms, ADR 014's tenth pass).
 */
const Exposed = ({ remote, expose, reload, loading, props }: ExposedProps) => {
  const key = `${remote}/${expose}`;
  // Each kept with the module it is for: the same place can show another panel (Register replaces a class).
  const [loadedHere, setLoadedHere] = useState<{ key: string; Component: ExposedModule['Component'] } | null>(
    null,
  );
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const Component =
    (loadedHere?.key === key ? loadedHere.Component : undefined) ??
    (reload ? undefined : loadedComponents.get(key));
  useEffect(() => {
    if (Component) return;
    let mounted = true;
    if (reload) resetRemote(remote);
    loadExposedModule(remote, expose).then(
      (module) => {
        loadedComponents.set(key, module.Component);
        if (mounted) setLoadedHere({ key, Component: module.Component });
      },
      (error: unknown) => {
        if (mounted) setFailure({ key, error });
      },
    );
    return () => {
      mounted = false;
    };
  }, [Component, key, remote, expose, reload]);
  // The boundary around it shows the failure, with Retry.
  if (failure?.key === key) throw failure.error;
  return Component ? <Component {...(props as Record<string, unknown>)} /> : loading;
};

/** Mounts one exposed module of a remote, with its own loading state, error fallback and Retry. */
export const RemoteModule = ({ remote, expose, title, props, fallback, headedByTitle = false }: Props) => {
  const m = useRemoteMessages();
  const names = useModuleMessages();
  const [attempt, setAttempt] = useState(0);
  const shownTitle = areaTitle(title, names);
  return (
    <RemoteErrorBoundary
      key={attempt}
      title={title}
      fallback={fallback}
      onFailure={(error) => reportRemoteFailure(remote, error)}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Exposed
        remote={remote}
        expose={expose}
        reload={attempt > 0}
        props={props}
        loading={
          <>
            {/* Hidden from assistive technology: the spinner's status already says what is loading. */}
            {headedByTitle && (
              <Heading level={2} aria-hidden="true">
                {shownTitle}
              </Heading>
            )}
            <Spinner label={m('remote.loading', { title: shownTitle })} />
          </>
        }
      />
    </RemoteErrorBoundary>
  );
};
