import { REPORTS_PER_REQUEST_MAX, type ClientReport } from '@portal/shared';

/** At most this many error reports leave one page load: a page that fails in a loop sends a few, not thousands. */
export const ERRORS_PER_LOAD_MAX = 10;
/** Reports wait this long for others to go with them in one request. */
export const FLUSH_DELAY_MS = 2_000;

type Send = (reports: ClientReport[]) => void;

/**
 * Batches reports and sends them: one of each (kind, remote, page, message) per page load, errors
 * capped at ERRORS_PER_LOAD_MAX, vitals always (they are few: three a page), at most
 * REPORTS_PER_REQUEST_MAX a request. `flush` sends what waits now (the page is being hidden).
 */
export const createReporter = ({
  send,
  setTimer = (run, ms) => setTimeout(run, ms),
}: {
  send: Send;
  setTimer?: (run: () => void, ms: number) => unknown;
}) => {
  const seen = new Set<string>();
  let errorsSent = 0;
  const waiting: ClientReport[] = [];
  let timerSet = false;

  const flush = () => {
    timerSet = false;
    while (waiting.length > 0) send(waiting.splice(0, REPORTS_PER_REQUEST_MAX));
  };

  const report = (entry: ClientReport) => {
    const key = [entry.kind, entry.remote, entry.page, entry.metric ?? '', entry.message ?? ''].join(
      '\u0001',
    );
    if (seen.has(key)) return;
    if (entry.kind !== 'vital') {
      if (errorsSent >= ERRORS_PER_LOAD_MAX) return;
      errorsSent += 1;
    }
    seen.add(key);
    waiting.push(entry);
    if (!timerSet) {
      timerSet = true;
      setTimer(flush, FLUSH_DELAY_MS);
    }
  };

  return { report, flush };
};
