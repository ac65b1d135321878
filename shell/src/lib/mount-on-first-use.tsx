import { useOnceTrue } from '@portal/shared/ui-base';
import { Suspense, type ComponentType } from 'react';
import { useLoadedCode } from './use-loaded-code';

/** A component's code, loaded on demand: `() => import('./x').then((module) => module.X)`. */
export type ComponentLoader<P extends object> = () => Promise<ComponentType<P>>;

/** What each loader gave: mounting again renders at once. */
const loaded = new WeakMap<ComponentLoader<never>, ComponentType<never>>();

type Props<P extends object> = { active: boolean; load: ComponentLoader<P>; props: P };

/**
 * Renders the component `load` gives from the first time `active` is true, then keeps it mounted: for
 * parts of the chrome that load on first use (the sign-in modal, the slide-out, the phone menu) and
 * keep their state (a closing animation, an unsaved-work guard) once used.
 */
export const MountOnFirstUse = <P extends object>({ active, load, props }: Props<P>) => {
  const used = useOnceTrue(active);
  const Component = useLoadedCode(
    // One cache for every loader: what each gave has that loader's component type.
    loaded as unknown as WeakMap<ComponentLoader<P>, ComponentType<P>>,
    used ? load : null,
    load,
  );
  if (!Component) return null;
  // Its messages are in when it first draws (useLoadedCode); a part of it that suspends later waits here.
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
};
