import { Heading, Spinner } from '@portal/shared/ui-base';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
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

/**
 * The components already loaded, by remote and exposed module. Mounting one again renders it at once:
 * a new lazy component suspends on its first render even when its module is cached, and React then
 * holds the boundary's content back for up to 300 ms (measured: a second Register waited ~250 ms for
 * nothing, `pnpm measure:registration`).
 */
const loadedComponents = new Map<string, ExposedModule['Component']>();

/** Mounts one exposed module of a remote, with its own loading state, error fallback and Retry. */
export const RemoteModule = ({ remote, expose, title, props, fallback, headedByTitle = false }: Props) => {
  const m = useRemoteMessages();
  const names = useModuleMessages();
  const [attempt, setAttempt] = useState(0);
  const shownTitle = areaTitle(title, names);
  const Exposed = useMemo(() => {
    const key = `${remote}/${expose}`;
    const ready = attempt === 0 ? loadedComponents.get(key) : undefined;
    if (ready) return ready;
    return lazy(async () => {
      if (attempt > 0) resetRemote(remote);
      const module = await loadExposedModule(remote, expose);
      loadedComponents.set(key, module.Component);
      return { default: module.Component };
    });
  }, [remote, expose, attempt]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      title={title}
      fallback={fallback}
      onFailure={(error) => reportRemoteFailure(remote, error)}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Suspense
        fallback={
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
      >
        <Exposed {...(props as Record<string, unknown>)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
