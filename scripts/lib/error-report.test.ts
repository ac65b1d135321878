import {
  chooseSince,
  formatP75,
  formatReport,
  liveReleaseEvent,
  summaryUrl,
  table,
} from './error-report.mjs';

const event = (at: string, action: string, remote: string, release?: string) => ({
  at,
  action,
  remote,
  release,
});

const HISTORY = [
  event('2026-03-01T09:00:00.000Z', 'release', 'payments', '0.1.0-aaa-11111111'),
  event('2026-03-02T09:00:00.000Z', 'release', 'browse', '0.2.0-bbb-22222222'),
  event('2026-03-03T09:00:00.000Z', 'release', 'payments', '0.2.0-ccc-33333333'),
  event('2026-03-04T09:00:00.000Z', 'rollback', 'payments', '0.1.0-aaa-11111111'),
  // Neither a refusal nor a staging makes anything live.
  event('2026-03-05T09:00:00.000Z', 'refused', 'payments', '0.3.0-ddd-44444444'),
  event('2026-03-06T09:00:00.000Z', 'staged', 'payments', '0.3.0-eee-55555555'),
];

describe('where the report starts', () => {
  it("takes a remote's last release or rollback, not a refusal or a staging", () => {
    expect(liveReleaseEvent(HISTORY, 'payments')?.at).toBe('2026-03-04T09:00:00.000Z');
    expect(liveReleaseEvent(HISTORY, 'browse')?.at).toBe('2026-03-02T09:00:00.000Z');
    expect(liveReleaseEvent(HISTORY, 'profile')).toBeNull();
    expect(liveReleaseEvent([], 'payments')).toBeNull();
  });

  it('is --since when given, else the remote’s live release, else the API’s last 24 hours', () => {
    expect(chooseSince({ since: '2026-01-01', remote: 'payments', history: HISTORY })).toEqual({
      since: '2026-01-01',
      note: 'since 2026-01-01',
    });
    expect(chooseSince({ remote: 'payments', history: HISTORY })).toEqual({
      since: '2026-03-04T09:00:00.000Z',
      note: "since payments's live release was made (rollback 0.1.0-aaa-11111111, 2026-03-04T09:00:00.000Z)",
    });
    expect(chooseSince({ remote: 'profile', history: HISTORY })).toEqual({
      note: "the last 24 hours (profile has no release in the release store's history)",
    });
    expect(chooseSince({ history: HISTORY })).toEqual({ note: 'the last 24 hours' });
  });

  it('asks the summary on the portal, with since when there is one', () => {
    expect(summaryUrl('http://localhost:4100', undefined)).toBe('http://localhost:4100/api/operator/reports');
    expect(summaryUrl('http://localhost:4100/', '2026-03-04T09:00:00.000Z')).toBe(
      'http://localhost:4100/api/operator/reports?since=2026-03-04T09%3A00%3A00.000Z',
    );
  });
});

describe('the printed report', () => {
  const summary = {
    since: '2026-03-04T09:00:00.000Z',
    errors: [
      {
        remote: 'browse',
        version: '0.2.0+bbb',
        kind: 'load',
        count: 3,
        lastAt: '2026-03-04T10:00:00.000Z',
        message: 'Loading\nchunk 12 failed',
      },
      {
        remote: 'payments',
        version: '0.1.0+aaa',
        kind: 'call',
        count: 12,
        lastAt: '2026-03-04T11:00:00.000Z',
        message: null,
      },
    ],
    vitals: [
      { remote: 'browse', version: '0.2.0+bbb', page: '/category/:id', metric: 'LCP', count: 4, p75: 2325.4 },
      {
        remote: 'payments',
        version: '0.1.0+aaa',
        page: '/checkout',
        metric: 'CLS',
        count: 2,
        p75: 0.07500000000000001,
      },
    ],
  };

  it('prints the errors, then the vitals, as tables', () => {
    expect(formatReport(summary, { note: 'the last 24 hours' }).split('\n')).toEqual([
      'Client reports, the last 24 hours.',
      '',
      'Errors (load, render, call)',
      'remote    version    kind  count  last at                   last message',
      '--------  ---------  ----  -----  ------------------------  -----------------------',
      'browse    0.2.0+bbb  load  3      2026-03-04T10:00:00.000Z  Loading chunk 12 failed',
      'payments  0.1.0+aaa  call  12     2026-03-04T11:00:00.000Z  -',
      '',
      'Web vitals, 75th percentile',
      'remote    version    page           metric  count  p75',
      '--------  ---------  -------------  ------  -----  --------',
      'browse    0.2.0+bbb  /category/:id  LCP     4      2,325 ms',
      'payments  0.1.0+aaa  /checkout      CLS     2      0.075',
    ]);
  });

  it("prints only the remote's rows with --remote, and says when there are none", () => {
    const text = formatReport(summary, { remote: 'payments', note: 'since 2026-03-04' });
    expect(text).toContain('Client reports of payments, since 2026-03-04.');
    expect(text).not.toContain('browse');
    expect(formatReport(summary, { remote: 'profile', note: 'the last 24 hours' }).split('\n')).toEqual([
      'Client reports of profile, the last 24 hours.',
      '',
      'Errors (load, render, call)',
      '  none',
      '',
      'Web vitals, 75th percentile',
      '  none',
    ]);
  });

  it('cuts a long message to one short line', () => {
    const long = { ...summary.errors[0]!, message: 'x'.repeat(200) };
    const text = formatReport({ ...summary, errors: [long] }, { note: 'n', messageWidth: 20 });
    expect(text).toContain(`${'x'.repeat(19)}…`);
    expect(text).not.toContain('x'.repeat(21));
  });

  it('formats the p75 and aligns a table', () => {
    expect(formatP75('INP', 180)).toBe('180 ms');
    expect(formatP75('CLS', 0.1)).toBe('0.100');
    expect(table(['a', 'bb'], [['ccc', 'd']])).toBe('a    bb\n---  --\nccc  d');
  });
});
