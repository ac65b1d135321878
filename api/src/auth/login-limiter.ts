/**
 * Failed sign-in attempts, in memory (per API process; a restart forgets them). A sliding window:
 * once an e-mail has `maxPerAccount` failures, or a client address `maxPerAddress`, within `windowMs`,
 * further attempts for it are refused until the oldest failure leaves the window.
 */
export interface LoginLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxPerAccount: 5,
  maxPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/** Above this many tracked keys, expired ones are swept before adding another. */
const SWEEP_THRESHOLD = 10_000;

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the caller may try again, or 0 when the attempt may go ahead. */
  retryAfter(email: string | null, address: string): number {
    const waits = [this.waitFor(`ip:${address}`, this.limits.maxPerAddress)];
    if (email) waits.push(this.waitFor(`email:${email}`, this.limits.maxPerAccount));
    return Math.max(...waits);
  }

  recordFailure(email: string | null, address: string): void {
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep();
    this.push(`ip:${address}`);
    if (email) this.push(`email:${email}`);
  }

  /** A successful sign-in (or password reset) forgets the account's failures, not the address's. */
  forgetAccount(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  private waitFor(key: string, max: number): number {
    const recent = this.recent(key);
    if (recent.length < max) return 0;
    // The attempt that must expire before the count drops below the limit.
    const oldestBlocking = recent[recent.length - max]!;
    return Math.max(1, Math.ceil((oldestBlocking + this.limits.windowMs - this.now()) / 1000));
  }

  private push(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
