import type * as z from '@portal/shared/zod';
import { readCached, writeCached } from './browse-cache';

export const CATALOG_STALE_MS = 30_000;

type CachedQueryParts<T> = {
  queryKey: readonly unknown[];
  /** The reply's contract: a cached entry is parsed with it, like a reply. */
  schema: z.ZodMiniType<T>;
  fetch: (signal: AbortSignal) => Promise<T>;
  /** What of the reply may be cached (catalog data only; see browse-cache.ts). */
  toCache: (data: T) => T;
};

/**
 * The queryFn and placeholderData of a catalog query backed by the v2Cached local cache: the cached
 * copy shows at once (as placeholder data, never stored in the query cache), the reply replaces it
 * and is written back.
 */
export const cachedQueryParts = <T>({ queryKey, schema, fetch, toCache }: CachedQueryParts<T>) => ({
  // Catalog data changes rarely: a page that mounts a second view of it within 30 s reuses the reply
  // instead of asking again (actions that change it invalidate it explicitly).
  staleTime: CATALOG_STALE_MS,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    const data = await fetch(signal);
    writeCached(queryKey, toCache(data));
    return data;
  },
  placeholderData: (): T | undefined => readCached(queryKey, schema),
});

export const sameData = <T>(data: T): T => data;
