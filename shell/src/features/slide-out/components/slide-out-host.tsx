import { MountOnFirstUse } from '../../../lib/mount-on-first-use';
import { useSlideOutStore } from '../hooks/slide-out-store';
import type { SlideOutDrawerProps } from './slide-out-drawer';

const loadSlideOutDrawer = () => import('./slide-out-drawer').then((module) => module.SlideOutDrawer);

/**
 * The slide-out's place in the page. Its sheet loads when a panel first opens, then stays mounted
 * with its unsaved-work guard.
 */
export const SlideOutHost = (props: SlideOutDrawerProps) => (
  <MountOnFirstUse
    active={useSlideOutStore((state) => state.panel !== null)}
    load={loadSlideOutDrawer}
    props={props}
  />
);
