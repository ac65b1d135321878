import { create } from 'zustand';
import type { SiteLock } from '../contracts/envelope';

type SiteLockState = {
  lock: SiteLock | null;
  lockRaised: (lock: SiteLock) => void;
};

/** Raised by the API client when a reply carries a force_reload instruction; the shell shows the overlay. */
export const useSiteLockStore = create<SiteLockState>()((set) => ({
  lock: null,
  lockRaised: (lock) => set({ lock }),
}));
