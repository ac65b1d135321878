import { Spinner } from '@portal/shared/ui-base';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { RemoteName } from '../modules/module-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadExposedModule, resetRemote } from './remote-loader';

type Props = {
  remote: RemoteName;
  expose: string;
  title: string;
  props?: object;
  /** Replaces the "could not be loaded" panel (a shared piece inside another remote's page). */
  fallback?: ReactNode;
};

/** Mounts one exposed module of a remote, with its own loading state, error fallback and Retry. */
export const RemoteModule = ({ remote, expose, title, props, fallback }: Props) => {
  const [attempt, setAttempt] = useState(0);
  const Exposed = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) resetRemote(remote);
        const module = await loadExposedModule(remote, expose);
        return { default: module.Component };
      }),
    [remote, expose, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      title={title}
      fallback={fallback}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Suspense fallback={<Spinner label={`Loading ${title}`} />}>
        <Exposed {...(props as Record<string, unknown>)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
