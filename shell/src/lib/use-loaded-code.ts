import { catalogsReady } from '@portal/shared/i18n';
import { useEffect, useRef, useState } from 'react';

/** Where loaded code is kept, by what names it: a Map, or a WeakMap keyed by the loader itself. */
type CodeCache<K, T> = { get(key: K): T | undefined; has(key: K): boolean; set(key: K, value: T): unknown };

/**
 * What `load` gives for `key`, kept in `cache` so that mounting again renders at once; null until it
 * is in, and while `key` is null (nothing asked for yet). A failed load is thrown to the nearest error
 * boundary, as a lazy component's is.
 *
 * Not a lazy component: one suspends, and React held a Suspense boundary's content back until 300 ms
 * after its fallback showed. A panel whose code and data were in after 150 ms showed at 320 ms (the
 * class slide-out's first open, ADR 014's tenth pass). Preact does not hold it back (ADR 020), but
 * this hook also waits for the code's messages before it draws, where a lazy part would suspend.
 */
export const useLoadedCode = <K, T>(
  cache: CodeCache<K, T>,
  key: K | null,
  load: () => Promise<T>,
): T | null => {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ key: K; error: unknown } | null>(null);
  // The latest loader: a caller may write it inline, and only a new key loads again.
  const loader = useRef(load);
  loader.current = load;
  const value = key === null ? undefined : cache.get(key);
  useEffect(() => {
    if (key === null || value !== undefined) return;
    // Kept by someone else (a panel's early start) since this render: draw it.
    if (cache.has(key)) {
      setArrived((count) => count + 1);
      return;
    }
    let mounted = true;
    loader
      .current()
      // Its messages too: the code's catalogs start loading when it runs, and it draws in the portal's
      // language at once rather than suspending for them.
      .then((value) => catalogsReady().then(() => value))
      .then(
        (value) => {
          cache.set(key, value);
          if (mounted) setArrived((count) => count + 1);
        },
        (error: unknown) => {
          if (mounted) setFailure({ key, error });
        },
      );
    return () => {
      mounted = false;
    };
  }, [cache, key, value]);
  if (failure && key !== null && failure.key === key) throw failure.error;
  return value ?? null;
};
