import { act, renderHook } from '@testing-library/react';
import { TIMEZONE_CACHE_KEY, useTimezoneCache } from './timezone-cache';
import { useTimezoneStore } from './timezone-store';

const browserTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const cached = () =>
  JSON.parse(localStorage.getItem(TIMEZONE_CACHE_KEY) ?? 'null') as { data: string } | null;

beforeEach(() => useTimezoneStore.setState({ defaultTimezone: browserTimezone }));

it('uses the timezone the server told last time until a reply says otherwise', () => {
  localStorage.setItem(TIMEZONE_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), data: 'Pacific/Auckland' }));
  renderHook(() => useTimezoneCache());
  expect(useTimezoneStore.getState().defaultTimezone).toBe('Pacific/Auckland');
});

it('ignores an entry older than a day', () => {
  localStorage.setItem(
    TIMEZONE_CACHE_KEY,
    JSON.stringify({ savedAt: Date.now() - 25 * 60 * 60 * 1000, data: 'Pacific/Auckland' }),
  );
  renderHook(() => useTimezoneCache());
  expect(useTimezoneStore.getState().defaultTimezone).toBe(browserTimezone);
});

it('writes every change of the default timezone back', () => {
  renderHook(() => useTimezoneCache());
  expect(cached()?.data).toBe(browserTimezone);
  act(() => useTimezoneStore.getState().timezoneReceived('America/Chicago'));
  expect(cached()?.data).toBe('America/Chicago');
});
