import {
  addDays,
  formatClockTime,
  formatInstantTime,
  formatLongDate,
  formatMonth,
  monthBounds,
  shiftMonth,
  todayIn,
  weekdayIndex,
  weekStartOf,
} from './local-dates';

describe('local dates', () => {
  it('adds days across months, years and the DST change', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-12-06')).toBe(6);
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('knows the bounds of a month and moves between months', () => {
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it("gives the school's today whatever the browser's timezone", () => {
    const lateEvening = new Date('2026-11-25T03:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-11-25');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-25');
  });

  it('formats in en-US', () => {
    expect(formatLongDate('2026-11-30')).toBe('Monday, November 30, 2026');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatClockTime('09:05')).toBe('9:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:15')).toBe('12:15 AM');
    expect(formatClockTime('18:30')).toBe('6:30 PM');
    expect(formatInstantTime('2026-11-24T14:05:00Z', 'America/New_York')).toBe('9:05 AM');
  });
});
