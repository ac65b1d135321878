import type { AfterLoginAction } from '@portal/shared';
import { create } from 'zustand';

export type SignInMode = 'login' | 'register' | 'reset' | 'reset-form' | 'recover' | 'confirm-message';

type ConfirmMessage = { title: string; text: string; returnTo: SignInMode | 'close' };

type SignInState = {
  open: boolean;
  mode: SignInMode;
  /** The action a visitor asked for before signing in (spec: Logged-out actions); it runs after login. */
  afterLogin: AfterLoginAction | null;
  /** Prefills for reset-form (from a reset_password passport). */
  resetEmail: string;
  resetPassport: string;
  confirm: ConfirmMessage | null;
  /** Why the modal opened by itself (the session ended), shown above the form. */
  notice: string | null;
  opened: (mode?: SignInMode) => void;
  /** The API refused the session: sign in again, on top of the page the student was using. */
  sessionEnded: (notice: string) => void;
  closed: () => void;
  modeChanged: (mode: SignInMode) => void;
  afterLoginQueued: (action: AfterLoginAction) => void;
  afterLoginTaken: () => AfterLoginAction | null;
  resetLinkOpened: (email: string, passport: string) => void;
  confirmShown: (confirm: ConfirmMessage) => void;
};

export const useSignInStore = create<SignInState>()((set, get) => ({
  open: false,
  mode: 'login',
  afterLogin: null,
  resetEmail: '',
  resetPassport: '',
  confirm: null,
  notice: null,
  opened: (mode = 'login') => set({ open: true, mode, notice: null }),
  sessionEnded: (notice) => set({ open: true, mode: 'login', notice, confirm: null }),
  closed: () => set({ open: false, mode: 'login', confirm: null, notice: null }),
  modeChanged: (mode) => set({ mode }),
  afterLoginQueued: (afterLogin) => set({ afterLogin }),
  afterLoginTaken: () => {
    const action = get().afterLogin;
    set({ afterLogin: null });
    return action;
  },
  resetLinkOpened: (resetEmail, resetPassport) =>
    set({ open: true, mode: 'reset-form', resetEmail, resetPassport }),
  confirmShown: (confirm) => set({ mode: 'confirm-message', confirm }),
}));
