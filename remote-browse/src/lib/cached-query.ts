import type * as z from '@portal/shared/zod';
import {
  browseQueryKeys,
  categoryItemsResponseSchema,
  categorySchema,
  courseClassesResponseSchema,
  courseSchema,
  pathwayNodesResponseSchema,
  pathwaySchema,
  venueSchema,
  type CourseClassesResponse,
  type Pathway,
  type PathwayNodesResponse,
} from '../contract';
import { catalogOnly, readCached, writeCached } from './browse-cache';

export const CATALOG_STALE_MS = 30_000;

/** What a reply of catalog data alone caches: all of it. */
const sameData = <T>(data: T): T => data;

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

/**
 * The catalog entries read by their id, by the name of their key in `browseQueryKeys`: the contract a
 * cached copy is parsed with, and what of a reply may be cached (catalog data only, never a
 * student's venue states: see browse-cache.ts).
 */
const CACHED_BY_ID = {
  category: { schema: categorySchema, toCache: sameData },
  categoryItems: { schema: categoryItemsResponseSchema, toCache: sameData },
  course: { schema: courseSchema, toCache: sameData },
  courseClasses: {
    schema: courseClassesResponseSchema,
    toCache: ({ classes }: CourseClassesResponse) => ({ classes: classes.map(catalogOnly) }),
  },
  class: { schema: venueSchema, toCache: catalogOnly },
  pathway: {
    schema: pathwaySchema,
    toCache: (pathway: Pathway) => ({ ...pathway, venue: catalogOnly(pathway.venue) }),
  },
  pathwayNodes: {
    schema: pathwayNodesResponseSchema,
    toCache: ({ nodes }: PathwayNodesResponse) => ({
      nodes: nodes.map((node) => ({ ...node, venue: catalogOnly(node.venue) })),
    }),
  },
} satisfies {
  [K in keyof typeof browseQueryKeys]?: { schema: z.ZodMiniType; toCache: (data: never) => unknown };
};

type CachedById = keyof typeof CACHED_BY_ID;
type EntryOf<K extends CachedById> = z.output<(typeof CACHED_BY_ID)[K]['schema']>;

/**
 * The options of a catalog entry read by its id and backed by the local cache, for the api file's
 * `get<Thing>QueryOptions` to pass to `queryOptions`: the one shape of the category, course, class
 * and pathway queries. `entry` names its key (and its row above); `fetch` is the api file's named
 * fetcher.
 */
export const cachedById = <K extends CachedById, T extends EntryOf<K>>(
  entry: K,
  id: number,
  fetch: (id: number, signal: AbortSignal) => Promise<T>,
) => {
  const queryKey = browseQueryKeys[entry](id);
  // The row's schema and toCache are of the entry `fetch` reads (the constraint on T).
  const { schema, toCache } = CACHED_BY_ID[entry] as unknown as Omit<
    CachedQueryParts<T>,
    'queryKey' | 'fetch'
  >;
  return {
    queryKey,
    ...cachedQueryParts({ queryKey, schema, fetch: (signal) => fetch(id, signal), toCache }),
  };
};
