import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button } from './button';
import { useSharedMessages } from '../i18n/shared-catalog';
import { Notice, SkeletonLines } from './feedback';

/** What a part loaded on demand says when its code could not be fetched (its English; shown translated). */
export const ON_DEMAND_FAILED = 'This part could not be loaded. Check your connection and try again.';

/** How many times a Retry in an `OnDemand` place was pressed: a part whose load failed before fetches again. */
let retries = 0;

/**
 * `lazy()` for a part a press opens (a form, a dialog, an editor's step) that can be tried again: a
 * failed load is kept until the next Retry (`OnDemand`'s), and the render after it fetches the code
 * again. (`lazy()` alone keeps the rejected load until the page is reloaded.) Not sooner: React renders
 * a part again as soon as its load settles, and a fresh load at that render would start the next fetch
 * before the failure could be shown, again and again while the network is down.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept by T
export const lazyOnDemand = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T => {
  const attempt = () => {
    const state: { Part: ComponentType<object>; failedBefore?: number } = {
      Part: lazy(() =>
        load().catch((error: unknown) => {
          state.failedBefore = retries;
          throw error;
        }),
      ) as unknown as ComponentType<object>,
    };
    return state;
  };
  let current = attempt();
  const OnDemandPart = (props: object) => {
    if (current.failedBefore !== undefined && retries > current.failedBefore) current = attempt();
    const Current = current.Part;
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
    return (
      <OnDemandFailed
        onRetry={() => {
          retries += 1;
          this.setState({ failed: false });
        }}
      />
    );
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
