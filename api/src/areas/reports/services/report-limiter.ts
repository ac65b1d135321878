import { clientKey } from '../../../auth/login-limiter';
import type { Db, Queryable } from '../../../db';

/** Reports one client address may send in any minute (counted in reports, not requests). */
export const REPORTS_PER_MINUTE = 60;

/**
 * The per-minute limit a deployment sets in CLIENT_REPORTS_PER_MINUTE, else REPORTS_PER_MINUTE. A school
 * whose students share one public address (a lab behind NAT) raises it; so do the browser tests, whose
 * every browser is 127.0.0.1. Anything but a positive whole number is an error at start, not a guess.
 */
export const reportsPerMinuteFrom = (value: string | undefined): number => {
  if (value === undefined || value === '') return REPORTS_PER_MINUTE;
  const limit = Number(value);
  if (!Number.isSafeInteger(limit) || limit < 1 || !/^\d+$/.test(value.trim()))
    throw new Error(
      `CLIENT_REPORTS_PER_MINUTE must be a positive whole number, not ${JSON.stringify(value)}`,
    );
  return limit;
};

const WINDOW_MS = 60 * 1000;
/** How often one instance sweeps the rows of addresses that stopped sending (housekeeping only). */
const SWEEP_EVERY_MS = 10 * WINDOW_MS;
/**
 * The first key of the advisory lock that serialises one address's reports (the second is a hash of
 * the address). A two-key advisory lock never meets the migrations' one-key lock.
 */
const LOCK_NAMESPACE = 7_204_927;

export type ReportAdmission<T> = { allowed: true; value: T } | { allowed: false; retryAfterSeconds: number };

/**
 * The rate limit of client reports, per client address (as the sign-in throttles key it: the
 * X-Forwarded-For of the trusted proxy only, an IPv6 address as its /64), kept in the database
 * (`client_report_quota`) so that every API instance counts the same: at most `perMinute` reports in any
 * sliding minute. A request that would go over is refused whole and writes nothing.
 */
export class ReportLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly perMinute: number = REPORTS_PER_MINUTE,
  ) {}

  /**
   * Counts `count` reports of `clientAddress` and runs `store` in the same transaction, or refuses
   * them when the address's last minute has no room for all of them (and `store` does not run).
   * Concurrent requests of one address, on any instance, take their turn (an advisory lock).
   */
  async admit<T>(
    clientAddress: string | undefined,
    count: number,
    store: (tx: Queryable) => Promise<T>,
  ): Promise<ReportAdmission<T>> {
    const address = clientKey(clientAddress);
    await this.sweepNowAndThen();
    return this.db.transaction(async (tx): Promise<ReportAdmission<T>> => {
      await tx.query(`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext($1))`, [address]);
      // The clock once the lock is held: the transaction's own start (now()) may be older than the
      // reports of the request it waited for.
      const [clock] = await tx.query<{ now: Date }>('SELECT clock_timestamp() AS now');
      const now = clock!.now;
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      await tx.query('DELETE FROM client_report_quota WHERE address = $1 AND received_at <= $2', [
        address,
        windowStart,
      ]);
      const recent = await tx.query<{ received_at: Date; reports: number }>(
        'SELECT received_at, reports FROM client_report_quota WHERE address = $1 ORDER BY received_at',
        [address],
      );
      const wait = this.waitMs(recent, now.getTime(), count);
      if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      await tx.query('INSERT INTO client_report_quota (address, received_at, reports) VALUES ($1, $2, $3)', [
        address,
        now,
        count,
      ]);
      return { allowed: true, value: await store(tx) };
    });
  }

  /** How long until the minute has room for `count` more reports: as the oldest ones leave it. */
  private waitMs(recent: { received_at: Date; reports: number }[], now: number, count: number): number {
    let used = recent.reduce((sum, row) => sum + row.reports, 0);
    if (used + count <= this.perMinute) return 0;
    for (const row of recent) {
      used -= row.reports;
      if (used + count <= this.perMinute) return row.received_at.getTime() + WINDOW_MS - now;
    }
    // More than a minute's worth in one request: never sent by the contract (20 at most).
    return WINDOW_MS;
  }

  /** Deletes every address's rows older than the minute, at most every few minutes per instance. */
  private async sweepNowAndThen(): Promise<void> {
    const at = Date.now();
    if (at - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = at;
    await this.db.query(
      `DELETE FROM client_report_quota WHERE received_at <= clock_timestamp() - $1 * interval '1 millisecond'`,
      [WINDOW_MS],
    );
  }
}
