import { Heading, Spinner } from '@portal/shared/ui-base';
import { Suspense, useState, type ReactNode } from 'react';
import { useLoadedCode } from '../use-loaded-code';
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
const keyOf = (remote: RemoteName, expose: string) => `${remote}/${expose}`;
const loadComponent = async (remote: RemoteName, expose: string) =>
  (await loadExposedModule(remote, expose)).Component;

/**
 * Starts loading an exposed module before anything mounts it (a panel that is opening): a RemoteModule
 * mounted once it is in renders it at once. A failure is left for the RemoteModule to show, with Retry.
 */
export const preloadRemoteModule = (remote: RemoteName, expose: string): void => {
  const key = keyOf(remote, expose);
  if (loadedComponents.has(key)) return;
  loadComponent(remote, expose).then(
    (Component) => loadedComponents.set(key, Component),
    () => undefined,
  );
};

type ExposedProps = { remote: RemoteName; expose: string; loading: ReactNode; props?: object };

/** The exposed component once its code is in (`useLoadedCode`: no Suspense), `loading` until then. */
const Exposed = ({ remote, expose, loading, props }: ExposedProps) => {
  const Component = useLoadedCode(loadedComponents, keyOf(remote, expose), () =>
    loadComponent(remote, expose),
  );
  return Component ? <Component {...(props as Record<string, unknown>)} /> : loading;
};

/** Mounts one exposed module of a remote, with its own loading state, error fallback and Retry. */
export const RemoteModule = ({ remote, expose, title, props, fallback, headedByTitle = false }: Props) => {
  const m = useRemoteMessages();
  const names = useModuleMessages();
  const [attempt, setAttempt] = useState(0);
  const shownTitle = areaTitle(title, names);
  const loading = (
    <>
      {/* Hidden from assistive technology: the spinner's status already says what is loading. */}
      {headedByTitle && (
        <Heading level={2} aria-hidden="true">
          {shownTitle}
        </Heading>
      )}
      <Spinner label={m('remote.loading', { title: shownTitle })} />
    </>
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      title={title}
      fallback={fallback}
      onFailure={(error) => reportRemoteFailure(remote, error)}
      onRetry={() => {
        // Loaded again, not taken from what the runtime and this module kept of what failed.
        loadedComponents.delete(keyOf(remote, expose));
        resetRemote(remote);
        setAttempt((count) => count + 1);
      }}
    >
      {/* A remote's page waits here for its messages in a language still loading (useMessages suspends). */}
      <Suspense fallback={loading}>
        <Exposed remote={remote} expose={expose} props={props} loading={loading} />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
