import { useEffect } from 'react';
import { useTimezoneStore } from './timezone-store';

/** The spec's local cache entry for the default timezone (the `v2Cached` prefix and entry shape). */
export const TIMEZONE_CACHE_KEY = 'v2Cached:timezone';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const browserTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

const readTimezone = (now: number): string | undefined => {
  const text = storage()?.getItem(TIMEZONE_CACHE_KEY);
  if (!text) return undefined;
  try {
    const entry = JSON.parse(text) as { savedAt?: unknown; data?: unknown };
    if (typeof entry.savedAt !== 'number' || now - entry.savedAt > MAX_AGE_MS) return undefined;
    return typeof entry.data === 'string' && entry.data ? entry.data : undefined;
  } catch {
    return undefined;
  }
};

const writeTimezone = (timezone: string, now: number) => {
  try {
    storage()?.setItem(TIMEZONE_CACHE_KEY, JSON.stringify({ savedAt: now, data: timezone }));
  } catch {
    // Quota exceeded: the cache is an optimisation.
  }
};

/**
 * The default timezone is part of the spec's local cache: until a reply carries `_client_tz`, the
 * last one the server told is used; every change is written back. The shell runs it at start-up, so
 * it holds on every page.
 */
export const useTimezoneCache = (): void => {
  useEffect(() => {
    const cached = readTimezone(Date.now());
    const store = useTimezoneStore.getState();
    if (cached && store.defaultTimezone === browserTimezone && cached !== browserTimezone) {
      store.timezoneReceived(cached);
    }
    writeTimezone(useTimezoneStore.getState().defaultTimezone, Date.now());
    return useTimezoneStore.subscribe((state, previous) => {
      if (state.defaultTimezone !== previous.defaultTimezone)
        writeTimezone(state.defaultTimezone, Date.now());
    });
  }, []);
};
