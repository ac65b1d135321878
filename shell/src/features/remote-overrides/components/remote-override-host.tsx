import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { OverrideStatus } from '../../../lib/federation/remote-overrides';

const RemoteOverrideNotice = lazyNamed<{ status: OverrideStatus }>(
  () => import('./remote-override-notice'),
  'RemoteOverrideNotice',
);

/**
 * The notice of builds on trial (and of refused overrides) loads only when there is one: nearly every
 * visitor has none, and the notice itself shows nothing then.
 */
export const RemoteOverrideHost = ({ status }: { status: OverrideStatus }) =>
  status.active.length === 0 && status.refused.length === 0 ? null : (
    <Suspense fallback={null}>
      <RemoteOverrideNotice status={status} />
    </Suspense>
  );
