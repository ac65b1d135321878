/**
 * A small in-memory cache for the public catalog reads that carry no per-student data (a
 * category's courses and pathways, search results). PGlite runs one statement at a time, so under
 * many concurrent visitors every read waits its turn; serving these from memory for a short while
 * keeps the category and search calls fast. Concurrent misses of one key share one computation.
 * Entries live `ttlMs` (env BROWSE_READ_CACHE_TTL_MS, default 30 s; 0 turns the cache off), at
 * most `maxEntries`, oldest first out. The catalog changes only through the seed or the database
 * itself, so a change shows within the TTL.
 */
export interface ReadCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export const DEFAULT_READ_CACHE_TTL_MS = 30_000;

export function readCacheTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.BROWSE_READ_CACHE_TTL_MS);
  return env.BROWSE_READ_CACHE_TTL_MS !== undefined && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_READ_CACHE_TTL_MS;
}

export function createReadCache({
  ttlMs = readCacheTtlFromEnv(),
  maxEntries = 500,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = compute();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      // A failure is not kept.
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
