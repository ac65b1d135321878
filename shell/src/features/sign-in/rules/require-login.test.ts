import { createRequireLogin, REQUIRE_LOGIN_RETRY_MS } from './require-login';

const setup = ({ loadingFor = 0, signedIn = false }: { loadingFor?: number; signedIn?: boolean } = {}) => {
  let clock = 0;
  const timers: { at: number; run: () => void }[] = [];
  const state = { signedIn };
  const queueAndOpenSignIn = jest.fn();
  const requireLogin = createRequireLogin({
    isLoading: () => clock < loadingFor,
    isSignedIn: () => state.signedIn,
    queueAndOpenSignIn,
    schedule: (run, ms) => timers.push({ at: clock + ms, run }),
    now: () => clock,
  });
  const advance = (ms: number) => {
    const until = clock + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      clock = next.at;
      next.run();
    }
    clock = until;
  };
  return { requireLogin, queueAndOpenSignIn, advance, timers, state };
};

describe('requireLogin', () => {
  it('runs the action at once for a signed-in student', () => {
    const { requireLogin, queueAndOpenSignIn } = setup({ signedIn: true });
    const action = jest.fn();
    requireLogin(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(queueAndOpenSignIn).not.toHaveBeenCalled();
  });

  it('keeps a visitor’s action and opens the sign-in modal instead of running it', () => {
    const { requireLogin, queueAndOpenSignIn } = setup();
    const action = jest.fn();
    requireLogin(action);
    expect(action).not.toHaveBeenCalled();
    expect(queueAndOpenSignIn).toHaveBeenCalledWith(action);
  });

  it('waits while the session loads, retrying every 500 ms, then runs for a signed-in student', () => {
    const { requireLogin, advance, timers } = setup({ loadingFor: 1_200, signedIn: true });
    const action = jest.fn();
    requireLogin(action);
    expect(action).not.toHaveBeenCalled();
    expect(timers[0]?.at).toBe(REQUIRE_LOGIN_RETRY_MS);
    advance(1_000);
    expect(action).not.toHaveBeenCalled();
    advance(500);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('opens the sign-in modal once loading ends with nobody signed in', () => {
    const { requireLogin, advance, queueAndOpenSignIn } = setup({ loadingFor: 700 });
    requireLogin(jest.fn());
    advance(1_000);
    expect(queueAndOpenSignIn).toHaveBeenCalledTimes(1);
  });

  it('gives up after more than 10 s of loading', () => {
    const { requireLogin, advance, queueAndOpenSignIn, timers } = setup({
      loadingFor: 60_000,
      signedIn: true,
    });
    const action = jest.fn();
    requireLogin(action);
    advance(30_000);
    expect(action).not.toHaveBeenCalled();
    expect(queueAndOpenSignIn).not.toHaveBeenCalled();
    expect(timers).toHaveLength(0);
  });

  it('still runs when loading ends exactly at 10 s', () => {
    const { requireLogin, advance } = setup({ loadingFor: 10_000, signedIn: true });
    const action = jest.fn();
    requireLogin(action);
    advance(10_000);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
