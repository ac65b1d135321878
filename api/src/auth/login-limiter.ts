import { isIPv4, isIPv6 } from 'node:net';
import type { Db, Queryable } from '../db';

/**
 * Sign-in throttling in the manner of NIST SP 800-63B section 5.2.2, kept in the database
 * (`login_throttles`) so that every API instance counts the same failures and a restart forgets none.
 *
 * Failures are counted by three keys: one account from one client address (the pair), the client
 * address alone, and the account alone. Past a key's free failures, each further attempt must wait
 * twice as long as the one before (`waitAfter`), up to `maxWaitMs`. The pair and the address always
 * apply. The account key applies only to an address with recent failures (on the address or on the
 * pair): so an attacker hammering an account cannot lock its owner out, and the right password from an
 * address with no recent failures is never refused. After `accountLockFailures` consecutive failures
 * the account is refused to every address with recent failures, until the owner signs in or resets the
 * password, or a day passes without a failure.
 *
 * An attempt is counted as a failure before it is checked (`begin`), in the same transaction that
 * checks the throttles: concurrent attempts cannot all slip through before the first failure is
 * written, and an attempt that throws (bad input, a server error) stays counted. A right password
 * takes the count back (`signedIn`, `notAFailure`).
 */
export interface LoginLimits {
  /** Failures of one account from one address before each further attempt there must wait. */
  pairFreeFailures: number;
  /** Failures from one client address, whatever the account, before its attempts must wait. */
  addressFreeFailures: number;
  /** Failures of one account, from any address, before addresses with recent failures must wait. */
  accountFreeFailures: number;
  /** Consecutive failures of one account after which addresses with recent failures are refused it. */
  accountLockFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstWaitMs: number;
  /** The longest wait. */
  maxWaitMs: number;
  /** An address's failures are forgotten this long after its last one. */
  addressMemoryMs: number;
  /** An account's failures, and a pair's, are forgotten this long after the last one. */
  accountMemoryMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairFreeFailures: 5,
  addressFreeFailures: 20,
  accountFreeFailures: 10,
  accountLockFailures: 100,
  firstWaitMs: 1000,
  maxWaitMs: 15 * MINUTE,
  addressMemoryMs: HOUR,
  accountMemoryMs: 24 * HOUR,
};

/** How long the next attempt must wait after `failures` failures of a key that allows `free` of them. */
export function waitAfter(failures: number, free: number, limits: LoginLimits): number {
  if (failures < free) return 0;
  const doublings = failures - free;
  // 2^31 ms is weeks: anything past it is the cap anyway, and the power stays finite.
  if (doublings > 30) return limits.maxWaitMs;
  return Math.min(limits.firstWaitMs * 2 ** doublings, limits.maxWaitMs);
}

/** Expands an IPv6 address to its eight hextets (a trailing dotted IPv4 part becomes two). */
function ipv6Hextets(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The key a client address is throttled by: an IPv4 address as is (an IPv4-mapped IPv6 one too), an
 * IPv6 address as its /64, since one subscriber is usually given a whole /64 and could otherwise
 * step through its addresses to dodge every count.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const hextets = ipv6Hextets(address);
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

interface ThrottleRow {
  failures: number;
  last_failure_at: Date | null;
  blocked_until: Date | null;
}

type Scope = 'pair' | 'address' | 'account';

/** One key counted by an attempt, with what it was before, so that the count can be taken back. */
interface Counted {
  account: string;
  address: string;
  scope: Scope;
  failures: number;
  before: ThrottleRow;
}

/**
 * An attempt that went ahead. Its account's keys count it as a failure from the start, until told
 * otherwise; its address's key only once it has ended without signing in (`ended`): many students
 * behind one address (a school's lab, one NAT) signing in at once are in flight together, and
 * counting them up front would refuse their right passwords.
 */
export interface LoginAttempt {
  address: string;
  counted: Counted[];
  /** Signed in, or the right password: no failure of the address to count when it ends. */
  settled: boolean;
}

export type LoginCheck =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

const NONE: ThrottleRow = { failures: 0, last_failure_at: null, blocked_until: null };

/** Thrown inside the check's transaction to roll it back: a refused attempt writes nothing. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('refused');
  }
}

/** How often one instance sweeps rows whose failures are forgotten (housekeeping, not shared state). */
const SWEEP_EVERY_MS = 10 * MINUTE;

export class LoginLimiter {
  private lastSweep = 0;

  /**
   * @param now a milliseconds clock for tests; by default the database's clock, one for every instance.
   */
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now?: () => number,
  ) {}

  /**
   * Checks every throttle an attempt falls under and, when none refuses it, counts it as a failure.
   * `email` is null when the attempt names no account (a passport, or an e-mail that is not one).
   */
  async begin(email: string | null, clientAddress: string | undefined): Promise<LoginCheck> {
    const address = clientKey(clientAddress);
    await this.sweepNowAndThen();
    try {
      const attempt = await this.db.transaction((tx) => this.count(tx, email, address));
      return { allowed: true, attempt };
    } catch (err) {
      if (err instanceof Refused) return { allowed: false, retryAfterSeconds: err.retryAfterSeconds };
      throw err;
    }
  }

  /**
   * The right password (or passport) of `email`: not a failure after all. Forgets the account's
   * consecutive failures and those of this pair; the address keeps the failures it had.
   */
  async signedIn(attempt: LoginAttempt, email: string): Promise<void> {
    attempt.settled = true;
    await this.db.transaction(async (tx) => {
      await this.takeBack(tx, attempt);
      await tx.query("DELETE FROM login_throttles WHERE account = $1 AND (address = '' OR address = $2)", [
        email,
        attempt.address,
      ]);
    });
  }

  /** The right password, but a sign-in gate refused the account: not a failure either. */
  async notAFailure(attempt: LoginAttempt): Promise<void> {
    attempt.settled = true;
    await this.db.transaction((tx) => this.takeBack(tx, attempt));
  }

  /**
   * An attempt has ended (answered, whatever the answer, or thrown): unless it signed in, it is a
   * failure of its address. Called for every attempt `begin` let through.
   */
  async ended(attempt: LoginAttempt): Promise<void> {
    if (attempt.settled) return;
    attempt.settled = true;
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<ThrottleRow & { now: Date }>(
        `INSERT INTO login_throttles (account, address) VALUES ('', $1)
           ON CONFLICT (account, address) DO UPDATE SET account = EXCLUDED.account
         RETURNING failures, last_failure_at, blocked_until, now() AS now`,
        [attempt.address],
      );
      const now = this.now ? new Date(this.now()) : row!.now;
      const forgotten =
        !row!.last_failure_at ||
        now.getTime() - row!.last_failure_at.getTime() >= this.limits.addressMemoryMs;
      const failures = (forgotten ? 0 : row!.failures) + 1;
      const blockedUntil = new Date(
        now.getTime() + waitAfter(failures, this.limits.addressFreeFailures, this.limits),
      );
      await tx.query(
        `UPDATE login_throttles SET failures = $2, last_failure_at = $3, blocked_until = $4
          WHERE account = '' AND address = $1`,
        [attempt.address, failures, now, blockedUntil],
      );
    });
  }

  /** A password reset proves the owner: forgets the account's failures, from every address. */
  async forgetAccount(email: string): Promise<void> {
    await this.db.query('DELETE FROM login_throttles WHERE account = $1', [email]);
  }

  private async count(tx: Queryable, email: string | null, address: string): Promise<LoginAttempt> {
    const keys: { account: string; address: string; scope: Scope }[] = [
      { account: '', address, scope: 'address' },
    ];
    if (email) {
      keys.push(
        { account: email, address, scope: 'pair' },
        { account: email, address: '', scope: 'account' },
      );
    }
    // One order for every transaction, so that two concurrent ones never wait on each other's rows.
    keys.sort((a, b) => (a.account + '\n' + a.address < b.account + '\n' + b.address ? -1 : 1));

    let now: Date | undefined = this.now ? new Date(this.now()) : undefined;
    const rows = new Map<Scope, ThrottleRow>();
    for (const key of keys) {
      // Creates the row if missing and locks it until the transaction ends.
      const [row] = await tx.query<ThrottleRow & { now: Date }>(
        `INSERT INTO login_throttles (account, address) VALUES ($1, $2)
           ON CONFLICT (account, address) DO UPDATE SET account = EXCLUDED.account
         RETURNING failures, last_failure_at, blocked_until, now() AS now`,
        [key.account, key.address],
      );
      now ??= row!.now;
      rows.set(key.scope, row!);
    }
    const at = now!.getTime();
    const memory = (scope: Scope) =>
      scope === 'address' ? this.limits.addressMemoryMs : this.limits.accountMemoryMs;
    // A key whose last failure is older than its memory counts as never having failed.
    const current = (scope: Scope): ThrottleRow => {
      const row = rows.get(scope);
      if (!row?.last_failure_at || at - row.last_failure_at.getTime() >= memory(scope)) return NONE;
      return row;
    };
    const waitUntil = (until: number | null | undefined) =>
      until ? Math.max(0, Math.ceil((until - at) / 1000)) : 0;

    const addressRow = current('address');
    const pairRow = current('pair');
    const accountRow = current('account');
    const recentFailures = addressRow.failures > 0 || pairRow.failures > 0;
    const waits = [
      waitUntil(addressRow.blocked_until?.getTime()),
      waitUntil(pairRow.blocked_until?.getTime()),
    ];
    if (recentFailures) {
      waits.push(waitUntil(accountRow.blocked_until?.getTime()));
      if (accountRow.failures >= this.limits.accountLockFailures) {
        waits.push(waitUntil(accountRow.last_failure_at!.getTime() + this.limits.accountMemoryMs));
      }
    }
    const wait = Math.max(...waits);
    if (wait > 0) throw new Refused(wait);

    const free: Record<Scope, number> = {
      pair: this.limits.pairFreeFailures,
      address: this.limits.addressFreeFailures,
      account: this.limits.accountFreeFailures,
    };
    const counted: Counted[] = [];
    // The address's failure is counted when the attempt ends (see LoginAttempt).
    for (const key of keys.filter((candidate) => candidate.scope !== 'address')) {
      const before = current(key.scope);
      const failures = before.failures + 1;
      const blockedUntil = new Date(at + waitAfter(failures, free[key.scope], this.limits));
      await tx.query(
        `UPDATE login_throttles SET failures = $3, last_failure_at = $4, blocked_until = $5
          WHERE account = $1 AND address = $2`,
        [key.account, key.address, failures, now, blockedUntil],
      );
      counted.push({ ...key, failures, before });
    }
    return { address, counted, settled: false };
  }

  /** Gives back what `count` added, unless another attempt has counted on the same key since. */
  private async takeBack(tx: Queryable, attempt: LoginAttempt): Promise<void> {
    for (const c of attempt.counted) {
      await tx.query(
        `UPDATE login_throttles SET
           failures        = CASE WHEN failures = $3 THEN $4 ELSE greatest(failures - 1, 0) END,
           last_failure_at = CASE WHEN failures = $3 THEN $5::timestamptz ELSE last_failure_at END,
           blocked_until   = CASE WHEN failures = $3 THEN $6::timestamptz ELSE blocked_until END
         WHERE account = $1 AND address = $2`,
        [
          c.account,
          c.address,
          c.failures,
          c.before.failures,
          c.before.last_failure_at,
          c.before.blocked_until,
        ],
      );
    }
    // A key back to no failures needs no row.
    await tx.query(
      `DELETE FROM login_throttles
        WHERE failures = 0 AND (account, address) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      // The address's row too: the check made it, and it may hold no failure yet.
      [
        [...attempt.counted.map((c) => c.account), ''],
        [...attempt.counted.map((c) => c.address), attempt.address],
      ],
    );
  }

  /** Deletes rows whose failures every key has forgotten, at most every few minutes per instance. */
  private async sweepNowAndThen(): Promise<void> {
    const at = this.now?.() ?? Date.now();
    if (at - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = at;
    await this.db.query(
      `DELETE FROM login_throttles
        WHERE last_failure_at IS NULL
           OR last_failure_at < coalesce($1::timestamptz, now()) - $2 * interval '1 millisecond'`,
      [this.now ? new Date(at) : null, Math.max(this.limits.addressMemoryMs, this.limits.accountMemoryMs)],
    );
  }
}
