/** Spec section 9: the site-lock countdown starts at 30 s and ticks every second; at 0 the page reloads. */
export const SITE_LOCK_TICK_MS = 1_000;

export type Countdown = { remaining: number; reload: boolean };

export const startCountdown = (seconds: number): Countdown => ({
  remaining: Math.max(0, seconds),
  reload: seconds <= 0,
});

export const tick = ({ remaining }: Countdown): Countdown => {
  const next = Math.max(0, remaining - 1);
  return { remaining: next, reload: next === 0 };
};
