import { useEffect, useState, type ComponentType } from 'react';

/** A component's code, loaded on demand: `() => import('./x').then((module) => module.X)`. */
export type ComponentLoader<P extends object> = () => Promise<ComponentType<P>>;

/** What each loader gave: mounting again renders at once. */
const loaded = new WeakMap<ComponentLoader<never>, ComponentType<never>>();

/**
 * The component `load` gives, from the first time `active` is true (null until its code is in).
 *
 * Not React.lazy: a lazy component suspends, and React holds a Suspense boundary's content back until
 * 300 ms after its fallback showed. A panel whose code and data were in after 150 ms waited for the
 * rest of that (measured: the class slide-out's first open, ADR 014's tenth pass).
 */
export const useCodeOnFirstUse = <P extends object>(
  active: boolean,
  load: ComponentLoader<P>,
): ComponentType<P> | null => {
  const cached = loaded.get(load as ComponentLoader<never>) as ComponentType<P> | undefined;
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!active || cached) return;
    let mounted = true;
    load().then(
      (component) => {
        loaded.set(load as ComponentLoader<never>, component as ComponentType<never>);
        if (mounted) setArrived((count) => count + 1);
      },
      (error: unknown) => {
        if (mounted) setFailure({ error });
      },
    );
    return () => {
      mounted = false;
    };
  }, [active, cached, load]);
  // As a lazy component's failed load does: the nearest error boundary shows it.
  if (failure) throw failure.error;
  return cached ?? null;
};

type Props<P extends object> = { active: boolean; load: ComponentLoader<P>; props: P };

/**
 * Renders the component `load` gives from the first time `active` is true, then keeps it mounted: for
 * parts of the chrome that load on first use (the sign-in modal, the slide-out, the phone menu) and
 * keep their state (a closing animation, an unsaved-work guard) once used.
 */
export const MountOnFirstUse = <P extends object>({ active, load, props }: Props<P>) => {
  const [used, setUsed] = useState(active);
  if (active && !used) setUsed(true);
  const Component = useCodeOnFirstUse(used || active, load);
  return Component ? <Component {...props} /> : null;
};
