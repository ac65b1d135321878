import { MountOnFirstUse } from '../../../lib/mount-on-first-use';
import { lazyNamed } from '../../../lib/lazy-named';
import type { SlideOutDrawerProps } from './slide-out-drawer';
import { useSlideOutStore } from '../hooks/slide-out-store';

const SlideOutDrawer = lazyNamed<SlideOutDrawerProps>(() => import('./slide-out-drawer'), 'SlideOutDrawer');

/**
 * The slide-out's place in the page. Its drawer (antd) loads when a panel first opens, then stays
 * mounted so that it animates closed and keeps its unsaved-work guard.
 */
export const SlideOutHost = (props: SlideOutDrawerProps) => (
  <MountOnFirstUse active={useSlideOutStore((state) => state.panel !== null)}>
    <SlideOutDrawer {...props} />
  </MountOnFirstUse>
);
