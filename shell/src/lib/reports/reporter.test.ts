import type { ClientReport } from '@portal/shared';
import { createReporter, ERRORS_PER_LOAD_MAX, FLUSH_DELAY_MS } from './reporter';

const error = (message: string, remote = 'payments'): ClientReport => ({
  kind: 'render',
  remote,
  version: '0.1.0+abc',
  page: '/account',
  message,
});
const vital = (metric: 'LCP' | 'INP' | 'CLS', value: number, page = '/account'): ClientReport => ({
  kind: 'vital',
  remote: 'payments',
  version: '0.1.0+abc',
  page,
  metric,
  value,
});

const setUp = () => {
  const sent: ClientReport[][] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const reporter = createReporter({
    send: (reports) => sent.push(reports),
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  return { reporter, sent, timers };
};

describe('the reporter', () => {
  it('waits for others, then sends together in one request', () => {
    const { reporter, sent, timers } = setUp();
    reporter.report(error('a'));
    reporter.report(error('b'));
    expect(sent).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([FLUSH_DELAY_MS]);
    timers[0]!.run();
    expect(sent).toEqual([[error('a'), error('b')]]);
  });

  it('sends one of each report per page load', () => {
    const { reporter, sent } = setUp();
    reporter.report(error('a'));
    reporter.report(error('a'));
    reporter.report(error('a', 'browse'));
    reporter.flush();
    reporter.report(error('a'));
    reporter.flush();
    expect(sent).toEqual([[error('a'), error('a', 'browse')]]);
  });

  it(`sends at most ${ERRORS_PER_LOAD_MAX} errors per page load, and the vitals still`, () => {
    const { reporter, sent } = setUp();
    for (let index = 0; index < 30; index += 1) reporter.report(error(`failure ${index}`));
    reporter.report(vital('LCP', 1800));
    reporter.flush();
    const all = sent.flat();
    expect(all.filter((report) => report.kind === 'render')).toHaveLength(ERRORS_PER_LOAD_MAX);
    expect(all.filter((report) => report.kind === 'vital')).toEqual([vital('LCP', 1800)]);
  });

  it('sends at most 20 a request', () => {
    const { reporter, sent } = setUp();
    (['LCP', 'INP', 'CLS'] as const).forEach((metric) => {
      for (let value = 0; value < 10; value += 1) reporter.report(vital(metric, value, `/page-${value}`));
    });
    reporter.flush();
    expect(sent.map((reports) => reports.length)).toEqual([20, 10]);
  });

  it('sends nothing when nothing waits', () => {
    const { reporter, sent } = setUp();
    reporter.flush();
    expect(sent).toEqual([]);
  });
});
