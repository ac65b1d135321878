import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Student } from '../contracts/student';

export const SESSION_STORAGE_KEY = 'portal-session';

type SessionState = {
  student: Student | null;
  token: string | null;
  /** Bumped when the photo changes so that image URLs bust the browser cache. */
  photoVersion: number;
  /**
   * The API refused the token in the middle of a session (revoked, idle or past its 30 days): the
   * shell asks the student to sign in again, keeping the page and what was typed in it.
   */
  expired: boolean;
  signedIn: (student: Student, token: string) => void;
  studentLoaded: (student: Student) => void;
  photoChanged: () => void;
  signedOut: () => void;
  sessionExpired: () => void;
};

/**
 * The signed-in student and token (spec section 3: cached locally with the token and a photo version).
 * One store for the shell and every remote, since `@portal/shared` is a federation singleton.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      student: null,
      token: null,
      photoVersion: 0,
      expired: false,
      signedIn: (student, token) => set({ student, token, expired: false }),
      studentLoaded: (student) => set({ student }),
      photoChanged: () => set((state) => ({ photoVersion: state.photoVersion + 1 })),
      signedOut: () => set({ student: null, token: null, photoVersion: 0, expired: false }),
      sessionExpired: () => set({ expired: true }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ student, token, photoVersion }) => ({ student, token, photoVersion }),
    },
  ),
);

export const getSessionToken = (): string | null => useSessionStore.getState().token;
