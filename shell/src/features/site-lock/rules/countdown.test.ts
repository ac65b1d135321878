import { startCountdown, tick } from './countdown';

describe('site-lock countdown', () => {
  it('starts at the given seconds without reloading', () => {
    expect(startCountdown(30)).toEqual({ remaining: 30, reload: false });
  });
  it('ticks down one second at a time', () => {
    expect(tick(startCountdown(30))).toEqual({ remaining: 29, reload: false });
  });
  it('asks for the reload when it reaches 0', () => {
    let countdown = startCountdown(3);
    countdown = tick(tick(countdown));
    expect(countdown.reload).toBe(false);
    expect(tick(countdown)).toEqual({ remaining: 0, reload: true });
  });
  it('reloads at once for a countdown of 0', () => {
    expect(startCountdown(0)).toEqual({ remaining: 0, reload: true });
  });
  it('never goes below 0', () => {
    expect(tick({ remaining: 0, reload: true }).remaining).toBe(0);
  });
});
