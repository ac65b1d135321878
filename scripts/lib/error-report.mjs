// The pure parts of `pnpm report:errors` (scripts/report-errors.mjs): where the report starts, the URL
// it asks, and the tables it prints from the API's summary (GET /api/operator/reports).

/**
 * @typedef {{ remote: string, version: string, kind: string, count: number, lastAt: string,
 *   message: string | null }} ErrorRow
 * @typedef {{ remote: string, version: string, page: string, metric: string, count: number,
 *   p75: number }} VitalRow
 * @typedef {{ since: string, errors: ErrorRow[], vitals: VitalRow[] }} Summary
 * @typedef {{ at: string, action: string, remote: string, release?: string }} HistoryEvent
 */

/**
 * When `remote`'s live release was made: the `at` of its last release or rollback in the release
 * store's history (a rollback makes the release below live again), or null when it has none.
 * @param {HistoryEvent[]} history
 * @param {string} remote
 * @returns {HistoryEvent | null}
 */
export const liveReleaseEvent = (history, remote) =>
  history.findLast((event) => event.remote === remote && ['release', 'rollback'].includes(event.action)) ??
  null;

/**
 * Where the report starts: `--since` when given; else, for a `--remote`, when its live release was
 * made; else nothing (the API's default, the last 24 hours). `note` says which, for the reader.
 * @param {{ since?: string, remote?: string, history: HistoryEvent[] }} options
 * @returns {{ since?: string, note: string }}
 */
export const chooseSince = ({ since, remote, history }) => {
  if (since) return { since, note: `since ${since}` };
  if (remote) {
    const event = liveReleaseEvent(history, remote);
    if (event)
      return {
        since: event.at,
        note: `since ${remote}'s live release was made (${event.action}${event.release ? ` ${event.release}` : ''}, ${event.at})`,
      };
    return { note: `the last 24 hours (${remote} has no release in the release store's history)` };
  }
  return { note: 'the last 24 hours' };
};

/** The summary's URL on the portal (through the shell's /api proxy) or on the API itself. */
export const summaryUrl = (portal, since) => {
  const url = new URL('/api/operator/reports', portal);
  if (since) url.searchParams.set('since', since);
  return url.toString();
};

/** Rows as a left-aligned text table, its header underlined. */
export const table = (header, rows) => {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

/** A vital's p75 as people read it: milliseconds for LCP and INP, three decimals for CLS. */
export const formatP75 = (metric, value) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;

const oneLine = (text, max) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * The report as text: the failures per remote, version and kind (count, last time, last message), then
 * the p75 of each vital per remote, version, page and metric. Only `remote`'s rows when given.
 * @param {Summary} summary
 * @param {{ remote?: string, note: string, messageWidth?: number }} options
 */
export const formatReport = (summary, { remote, note, messageWidth = 80 }) => {
  const mine = (row) => !remote || row.remote === remote;
  const errors = summary.errors.filter(mine);
  const vitals = summary.vitals.filter(mine);
  const lines = [`Client reports${remote ? ` of ${remote}` : ''}, ${note}.`, ''];
  lines.push('Errors (load, render, call)');
  lines.push(
    errors.length === 0
      ? '  none'
      : table(
          ['remote', 'version', 'kind', 'count', 'last at', 'last message'],
          errors.map((row) => [
            row.remote,
            row.version,
            row.kind,
            row.count,
            row.lastAt,
            row.message === null ? '-' : oneLine(row.message, messageWidth),
          ]),
        ),
  );
  lines.push('', 'Web vitals, 75th percentile');
  lines.push(
    vitals.length === 0
      ? '  none'
      : table(
          ['remote', 'version', 'page', 'metric', 'count', 'p75'],
          vitals.map((row) => [
            row.remote,
            row.version,
            row.page,
            row.metric,
            row.count,
            formatP75(row.metric, row.p75),
          ]),
        ),
  );
  return lines.join('\n');
};
