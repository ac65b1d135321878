import { create } from 'zustand';

type TimezoneState = {
  /** The school's default timezone, as last told by the server (`_client_tz`). */
  defaultTimezone: string;
  timezoneReceived: (timezone: string) => void;
};

export const useTimezoneStore = create<TimezoneState>()((set) => ({
  defaultTimezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  timezoneReceived: (defaultTimezone) => set({ defaultTimezone }),
}));
