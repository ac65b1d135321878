import { Button, ResultPanel } from '@portal/shared/ui-base';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HostContractMismatch } from './host-contract';

type Props = {
  title: string;
  onRetry: () => void;
  fallback?: ReactNode;
  /** Hears every failure caught here (the shell reports it with the remote's name and version). */
  onFailure?: (error: Error) => void;
  children: ReactNode;
};

export const REMOTE_UNAVAILABLE =
  'This part of the portal is unavailable right now. The rest of the portal still works.';
/** Said instead when the browser knows it has no network: the fix is the student's, not the school's. */
export const REMOTE_OFFLINE = 'You are offline, please check your connection and try again.';
type State = { error: Error | null };

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
    if (error instanceof HostContractMismatch) {
      // Retrying cannot help: the remote needs a newer portal (or a rebuild against this one).
      return (
        <ResultPanel
          alert
          title={`${this.props.title} is unavailable`}
          subTitle={`This part of the portal needs an update before it can be used (${error.required} of the host contract; this portal provides ${error.provided}). The rest of the portal still works.`}
        />
      );
    }
    return (
      <ResultPanel
        alert
        title={`${this.props.title} could not be loaded`}
        subTitle={navigator.onLine ? REMOTE_UNAVAILABLE : REMOTE_OFFLINE}
        extra={
          <Button variant="primary" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
}
