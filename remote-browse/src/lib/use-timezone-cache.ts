import { useTimezoneStore } from '@portal/shared';
import * as z from 'zod/mini';
import { useEffect } from 'react';
import { readCached, writeCached } from './browse-cache';

const TIMEZONE_KEY = ['timezone'] as const;
const browserTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The default timezone is part of the spec's local cache: until a reply carries `_client_tz`, the
 * last one the server told is used; every change is written back.
 */
export const useTimezoneCache = () => {
  useEffect(() => {
    const cached = readCached(TIMEZONE_KEY, z.string());
    const store = useTimezoneStore.getState();
    if (cached && store.defaultTimezone === browserTimezone && cached !== browserTimezone) {
      store.timezoneReceived(cached);
    }
    writeCached(TIMEZONE_KEY, useTimezoneStore.getState().defaultTimezone);
    return useTimezoneStore.subscribe((state, previous) => {
      if (state.defaultTimezone !== previous.defaultTimezone)
        writeCached(TIMEZONE_KEY, state.defaultTimezone);
    });
  }, []);
};
