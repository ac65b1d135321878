import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button } from './button';
import { useSharedMessages } from '../i18n/shared-catalog';
import { Notice, SkeletonLines } from './feedback';

/** What a part loaded on demand says when its code could not be fetched (its English; shown translated). */
export const ON_DEMAND_FAILED = 'This part could not be loaded. Check your connection and try again.';

/**
 * `lazy()` for a part a press opens (a form, a dialog, an editor's step) that can be tried again: a
 * failed load is not kept, so the next render, after `OnDemand`'s Retry, fetches the code again.
 * (`lazy()` alone keeps the rejected load until the page is reloaded.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept by T
export const lazyOnDemand = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T => {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  const OnDemandPart = (props: object) => {
    const Current = current as unknown as ComponentType<object>;
    return <Current {...props} />;
  };
  return OnDemandPart as unknown as T;
};

/** The notice in a failed part's place, in the portal's language, with Retry. */
const OnDemandFailed = ({ onRetry }: { onRetry: () => void }) => {
  const m = useSharedMessages();
  return (
    <Notice
      type="error"
      title={m('onDemand.failed')}
      action={
        <Button size="small" onClick={onRetry}>
          {m('pageState.retry')}
        </Button>
      }
    />
  );
};

type BoundaryState = { failed: boolean };

class OnDemandBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <OnDemandFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

/**
 * Where parts loaded on demand render: a placeholder while their code loads, and, when it cannot be
 * fetched (a phone losing its connection, a release that replaced the files), a notice with Retry in
 * their place only. Without it the failure would reach the remote's boundary and replace the page.
 * `label` names the placeholder ('Loading the form'); `fallback` replaces it (null: nothing).
 */
export const OnDemand = ({
  label,
  fallback,
  children,
}: {
  label?: string;
  fallback?: ReactNode;
  children: ReactNode;
}) => (
  <OnDemandBoundary>
    <Suspense fallback={fallback === undefined ? <SkeletonLines rows={3} label={label} /> : fallback}>
      {children}
    </Suspense>
  </OnDemandBoundary>
);
