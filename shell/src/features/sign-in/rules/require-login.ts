import type { AfterLoginAction } from '@portal/shared';

/** Spec section 9: while the session is loading, retry every 500 ms, and give up after 10 s. */
export const REQUIRE_LOGIN_RETRY_MS = 500;
export const REQUIRE_LOGIN_GIVE_UP_MS = 10_000;

type Deps = {
  isLoading: () => boolean;
  isSignedIn: () => boolean;
  /** Keep the action and open the sign-in modal. */
  queueAndOpenSignIn: (action: AfterLoginAction) => void;
  schedule?: (run: () => void, ms: number) => void;
  now?: () => number;
};

/**
 * The spec's logged-out action rule as a function: a signed-in student's action runs at once; a
 * visitor's is kept for after login and the sign-in modal opens; while the session is still loading
 * the decision waits, retrying every 500 ms, and is dropped after more than 10 s.
 */
export const createRequireLogin =
  ({
    isLoading,
    isSignedIn,
    queueAndOpenSignIn,
    schedule = (run, ms) => void setTimeout(run, ms),
    now = Date.now,
  }: Deps) =>
  (action: AfterLoginAction): void => {
    const startedAt = now();
    const attempt = () => {
      if (isLoading()) {
        if (now() - startedAt > REQUIRE_LOGIN_GIVE_UP_MS) return;
        schedule(attempt, REQUIRE_LOGIN_RETRY_MS);
        return;
      }
      if (isSignedIn()) void action();
      else queueAndOpenSignIn(action);
    };
    attempt();
  };
