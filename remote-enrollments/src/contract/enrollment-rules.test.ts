import {
  clampPercent,
  followUpState,
  formatClockTotal,
  progressLabelInside,
  REPORT_DATE_MESSAGES,
  reportDatesError,
  totalClockSeconds,
} from './enrollment-rules';

describe('formatClockTotal (hours:minutes)', () => {
  it.each([
    [0, '0:00'],
    [29, '0:00'],
    [30, '0:01'],
    [59, '0:01'],
    [60, '0:01'],
    [89, '0:01'],
    [90, '0:02'],
    [3599, '1:00'],
    [3600, '1:00'],
    [3660, '1:01'],
    [5 * 3600 + 9 * 60, '5:09'],
    [24 * 3600, '24:00'],
    [27 * 3600 + 5 * 60 + 20, '27:05'],
    [100 * 3600 + 59 * 60 + 31, '101:00'],
    [-15, '0:00'],
  ])('%d seconds read %s', (seconds, text) => expect(formatClockTotal(seconds)).toBe(text));

  it('adds up entries, open ones (0 seconds) included', () => {
    expect(totalClockSeconds([])).toBe(0);
    expect(totalClockSeconds([{ seconds: 3600 }, { seconds: 0 }, { seconds: 1830 }])).toBe(5430);
    expect(formatClockTotal(totalClockSeconds([{ seconds: 86_000 }, { seconds: 7_400 }]))).toBe('25:57');
  });
});

describe('reportDatesError (spec 5.6)', () => {
  it.each([
    [null, '2026-11-30', REPORT_DATE_MESSAGES.startMissing],
    ['', '2026-11-30', REPORT_DATE_MESSAGES.startMissing],
    ['2026-11-01', null, REPORT_DATE_MESSAGES.endMissing],
    ['2026-11-02', '2026-11-01', REPORT_DATE_MESSAGES.endBeforeStart],
    ['2026-12-01', '2026-11-30', REPORT_DATE_MESSAGES.endBeforeStart],
    ['2027-01-01', '2026-12-31', REPORT_DATE_MESSAGES.endBeforeStart],
    ['2026-11-01', '2026-11-01', null],
    ['2026-11-01', '2026-11-30', null],
    ['2026-12-31', '2027-01-01', null],
  ])('from %j to %j: %j', (start, end, message) => expect(reportDatesError(start, end)).toBe(message));

  it('says what the spec means in plain words', () => {
    expect(REPORT_DATE_MESSAGES.endBeforeStart).toBe('End date must not precede start date');
  });
});

describe('progress labels (spec 9)', () => {
  it.each([
    [0, false],
    [24, false],
    [24.9, false],
    [25, true],
    [80, true],
    [100, true],
  ])('%d%% puts the label inside: %s', (percent, inside) =>
    expect(progressLabelInside(percent)).toBe(inside),
  );

  it.each([
    [-5, 0],
    [0, 0],
    [42.4, 42],
    [42.5, 43],
    [100, 100],
    [130, 100],
    [Number.NaN, 0],
  ])('clamps %d to %d', (percent, clamped) => expect(clampPercent(percent)).toBe(clamped));
});

describe('followUpState (spec 4.4)', () => {
  it.each([
    ['', 'start'],
    [null, 'start'],
    [undefined, 'start'],
    ['none', 'start'],
    ['NONE', 'start'],
    ['started', 'continue'],
    [' Started ', 'continue'],
    ['submitted', 'submitted'],
    ['approved', 'submitted'],
    ['declined', 'submitted'],
  ] as const)('%j: %s', (status, state) => expect(followUpState(status)).toBe(state));
});
