import type { Venue } from '../contract';
import type * as z from '@portal/shared/zod';

/**
 * The spec's local cache (section 3 and 9): categories, category listings, courses, classes, pathways,
 * nodes and featured classes, in localStorage under the `v2Cached` key prefix, so that a returning
 * visitor sees the catalog at once while fresh data loads. (The default timezone, the cache's other
 * entry, is the shell's: `useTimezoneCache` of @portal/shared.)
 *
 * What it holds is catalog data only: every student-specific field (enroll and interest states,
 * application-form status, pending registration form) is replaced by `catalogOnly` before writing,
 * so nothing of one account can show to the next one on the same browser, and the cache needs no
 * clearing on sign-in, sign-out or account switch. Pages render no action while they show cached
 * data (react-query's isPlaceholderData). Entries expire after MAX_AGE_MS, at most MAX_ENTRIES are
 * kept (least recently written dropped first), an entry that no longer parses with its contract
 * (an older release) is dropped, and `clearBrowseCache` removes them all.
 */
export const CACHE_PREFIX = 'v2Cached';
export const MAX_ENTRIES = 60;
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const INDEX_KEY = `${CACHE_PREFIX}:index`;

type Entry = { savedAt: number; data: unknown };

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

export const cacheKey = (queryKey: readonly unknown[]): string => `${CACHE_PREFIX}:${queryKey.join(':')}`;

const readIndex = (store: Storage): string[] => {
  try {
    const value: unknown = JSON.parse(store.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

const remove = (store: Storage, key: string) => {
  store.removeItem(key);
  store.setItem(INDEX_KEY, JSON.stringify(readIndex(store).filter((k) => k !== key)));
};

export const readCached = <T>(
  queryKey: readonly unknown[],
  schema: z.ZodMiniType<T>,
  now: number = Date.now(),
): T | undefined => {
  const store = storage();
  if (!store) return undefined;
  const key = cacheKey(queryKey);
  const text = store.getItem(key);
  if (text === null) return undefined;
  try {
    const entry = JSON.parse(text) as Entry;
    if (typeof entry?.savedAt !== 'number' || now - entry.savedAt > MAX_AGE_MS) throw new Error('expired');
    const parsed = schema.safeParse(entry.data);
    if (!parsed.success) throw new Error('outdated');
    return parsed.data;
  } catch {
    remove(store, key);
    return undefined;
  }
};

export const writeCached = (queryKey: readonly unknown[], data: unknown, now: number = Date.now()): void => {
  const store = storage();
  if (!store) return;
  const key = cacheKey(queryKey);
  const index = [...readIndex(store).filter((k) => k !== key), key];
  const dropped = index.splice(0, Math.max(0, index.length - MAX_ENTRIES));
  try {
    for (const old of dropped) store.removeItem(old);
    store.setItem(key, JSON.stringify({ savedAt: now, data } satisfies Entry));
    store.setItem(INDEX_KEY, JSON.stringify(index));
  } catch {
    // Quota exceeded: the cache is an optimisation, start over rather than fail the page.
    clearBrowseCache();
  }
};

export const clearBrowseCache = (): void => {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(`${CACHE_PREFIX}:`)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
};

/** A venue with its student-specific fields neutralised: what may be written to the cache. */
export const catalogOnly = (venue: Venue): Venue => ({
  ...venue,
  enrollState: 'disabled',
  enrollStateTitle: '',
  interestState: 'disabled',
  interestStateTitle: '',
  rapidappForms: venue.rapidappForms.map((form) => ({ ...form, userFormId: null, userFormStatus: '' })),
  registrationInfoId: null,
});
