import type { SiteLock } from './contracts';
import type { Queryable } from './db';

/**
 * How stale an instance's copy of the site lock may be: every reply carries the lock, so it is read
 * from the database at most this often per instance, not once per reply. A lock set or cleared
 * through another instance shows here within this time; through this one, at once.
 */
export const SITE_LOCK_CACHE_MS = 2000;

/** The site lock (a force-reload message in every reply's data), kept in `site_lock`. */
export interface SiteLockStore {
  /** The lock to serve, or null; at most SITE_LOCK_CACHE_MS old. */
  current(): Promise<SiteLock | null>;
  set(lock: Required<SiteLock>): Promise<void>;
  clear(): Promise<void>;
}

interface SiteLockRow {
  lock_type: string;
  message: string;
  countdown: number;
}

export function createSiteLockStore(
  db: Queryable,
  { cacheMs = SITE_LOCK_CACHE_MS, now = Date.now }: { cacheMs?: number; now?: () => number } = {},
): SiteLockStore {
  let cached: { value: Promise<SiteLock | null>; until: number } | undefined;
  let lastKnown: SiteLock | null = null;

  const read = async (): Promise<SiteLock | null> => {
    const [row] = await db.query<SiteLockRow>('SELECT lock_type, message, countdown FROM site_lock');
    return row ? { lockType: row.lock_type, message: row.message, countdown: row.countdown } : null;
  };
  const remember = (value: SiteLock | null) => {
    lastKnown = value;
    cached = { value: Promise.resolve(value), until: now() + cacheMs };
  };

  return {
    current() {
      if (cached && cached.until > now()) return cached.value;
      // Concurrent replies share one read; if the database cannot answer, the last known lock is
      // served rather than failing the reply, and the next reply tries again.
      const value = read().then(
        (lock) => {
          lastKnown = lock;
          return lock;
        },
        () => {
          cached = undefined;
          return lastKnown;
        },
      );
      cached = { value, until: now() + cacheMs };
      return value;
    },
    async set(lock) {
      await db.query(
        `INSERT INTO site_lock (lock_type, message, countdown) VALUES ($1, $2, $3)
           ON CONFLICT (singleton) DO UPDATE
             SET lock_type = EXCLUDED.lock_type, message = EXCLUDED.message,
                 countdown = EXCLUDED.countdown, set_at = now()`,
        [lock.lockType, lock.message, lock.countdown],
      );
      remember(lock);
    },
    async clear() {
      await db.query('DELETE FROM site_lock');
      remember(null);
    },
  };
}
