import { Button, ResultPanel } from '@portal/shared/ui-base';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HostContractMismatch } from './host-contract';
import { useModuleMessages } from '../modules/messages/catalog';
import { useRemoteMessages } from './messages/catalog';
import { areaTitle } from '../modules/area-titles';

type Props = {
  /** The area's English title (portal.remotes.json): the console says it so; the fallback translates it. */
  title: string;
  onRetry: () => void;
  fallback?: ReactNode;
  /** Hears every failure caught here (the shell reports it with the remote's name and version). */
  onFailure?: (error: Error) => void;
  children: ReactNode;
};

/**
 * The spec's English of 'remote.offline', said instead of 'remote.unavailable' when the browser knows
 * it has no network: the fix is the student's, not the school's.
 */
export const REMOTE_OFFLINE = 'You are offline, please check your connection and try again.';
type State = { error: Error | null };

/** Retrying cannot help: the remote needs a newer portal (or a rebuild against this one). */
const NeedsUpdate = ({ title, mismatch }: { title: string; mismatch: HostContractMismatch }) => {
  const m = useRemoteMessages();
  const names = useModuleMessages();
  return (
    <ResultPanel
      alert
      title={m('remote.outdatedTitle', { title: areaTitle(title, names) })}
      subTitle={m('remote.outdated', { required: mismatch.required, provided: mismatch.provided })}
    />
  );
};

const CouldNotLoad = ({ title, onRetry }: { title: string; onRetry: () => void }) => {
  const m = useRemoteMessages();
  const names = useModuleMessages();
  return (
    <ResultPanel
      alert
      title={m('remote.failedTitle', { title: areaTitle(title, names) })}
      subTitle={navigator.onLine ? m('remote.unavailable') : m('remote.offline')}
      extra={
        <Button variant="primary" onClick={onRetry}>
          {m('remote.retry')}
        </Button>
      }
    />
  );
};

/**
 * Keeps a remote's failure inside its own area: a remote that is down, serves a broken manifest or
 * throws while rendering shows this fallback, and the header, sidebar and other modules keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onFailure?.(error);
    if (error instanceof HostContractMismatch) {
      console.error(`[portal] ${this.props.title} is unavailable: ${error.message}`);
      return;
    }
    console.error(`[portal] ${this.props.title} failed to load or render`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    if (error instanceof HostContractMismatch)
      return <NeedsUpdate title={this.props.title} mismatch={error} />;
    return <CouldNotLoad title={this.props.title} onRetry={this.props.onRetry} />;
  }
}
