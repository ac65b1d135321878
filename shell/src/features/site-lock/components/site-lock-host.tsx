import { useSiteLockStore } from '@portal/shared';
import { MountOnFirstUse } from '../../../lib/mount-on-first-use';
import { lazyNamed } from '../../../lib/lazy-named';

const SiteLockOverlay = lazyNamed(() => import('./site-lock-overlay'), 'SiteLockOverlay');

/** The site lock overlay (and its messages) loads when the API first says the portal is locked. */
export const SiteLockHost = () => (
  <MountOnFirstUse active={useSiteLockStore((state) => state.lock !== null)}>
    <SiteLockOverlay />
  </MountOnFirstUse>
);
