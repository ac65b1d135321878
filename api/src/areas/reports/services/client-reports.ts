import type { ClientReport } from '../../../contracts';
import type { Queryable } from '../../../db';

/** Stores the reports as sent: nothing of who sent them (no address, user agent, token or student). */
export async function storeReports(db: Queryable, reports: readonly ClientReport[]): Promise<number> {
  const params: unknown[] = [];
  const rows = reports.map((report) => {
    const at = params.length;
    params.push(
      report.kind,
      report.remote,
      report.version,
      report.page,
      report.message ?? null,
      report.metric ?? null,
      report.value ?? null,
    );
    return `(${Array.from({ length: 7 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO client_reports (kind, remote, version, page, message, metric, value) VALUES ${rows.join(', ')}`,
    params,
  );
  return reports.length;
}

/** The failures of one remote's version of one kind since the summary's start. */
export interface ErrorGroup {
  remote: string;
  version: string;
  kind: 'load' | 'render' | 'call';
  count: number;
  /** When the last one came (ISO). */
  lastAt: string;
  /** The most recent message of the group, or null when none of them had one. */
  message: string | null;
}

/** A web vital of one remote's version on one page since the summary's start. */
export interface VitalGroup {
  remote: string;
  version: string;
  page: string;
  metric: 'LCP' | 'INP' | 'CLS';
  count: number;
  /** The 75th percentile (continuous, as web-vitals' thresholds are meant): ms for LCP and INP. */
  p75: number;
}

export interface ReportSummary {
  since: string;
  errors: ErrorGroup[];
  vitals: VitalGroup[];
}

/** The operator's summary of the reports received since `since` (GET /api/operator/reports). */
export async function reportSummary(db: Queryable, since: Date): Promise<ReportSummary> {
  const errors = await db.query<Omit<ErrorGroup, 'lastAt'> & { last_at: Date }>(
    `SELECT remote, version, kind, count(*)::int AS count, max(received_at) AS last_at,
            (array_agg(message ORDER BY received_at DESC, id DESC) FILTER (WHERE message IS NOT NULL))[1]
              AS message
       FROM client_reports
      WHERE kind IN ('load', 'render', 'call') AND received_at >= $1
      GROUP BY remote, version, kind
      ORDER BY remote, version, kind`,
    [since],
  );
  const vitals = await db.query<VitalGroup>(
    `SELECT remote, version, page, metric, count(*)::int AS count,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75
       FROM client_reports
      WHERE kind = 'vital' AND metric IS NOT NULL AND value IS NOT NULL AND received_at >= $1
      GROUP BY remote, version, page, metric
      ORDER BY remote, version, page, metric`,
    [since],
  );
  return {
    since: since.toISOString(),
    errors: errors.map(({ last_at, ...group }) => ({
      remote: group.remote,
      version: group.version,
      kind: group.kind,
      count: group.count,
      lastAt: last_at.toISOString(),
      message: group.message ?? null,
    })),
    vitals: vitals.map((group) => ({ ...group, p75: Number(group.p75) })),
  };
}
