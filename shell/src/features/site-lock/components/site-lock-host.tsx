import { useSiteLockStore } from '@portal/shared';
import { MountOnFirstUse } from '../../../lib/mount-on-first-use';

const loadSiteLockOverlay = () => import('./site-lock-overlay').then((module) => module.SiteLockOverlay);

/** The site lock overlay (and its messages) loads when the API first says the portal is locked. */
export const SiteLockHost = () => (
  <MountOnFirstUse
    active={useSiteLockStore((state) => state.lock !== null)}
    load={loadSiteLockOverlay}
    props={{}}
  />
);
