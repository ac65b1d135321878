import { daysInMonth, fromIsoDate, toIsoDate, yearOptions } from './date-parts';

describe('daysInMonth', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
    [null, 2, 29],
    [2026, null, 31],
  ])('year %p month %p has %p days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('yearOptions', () => {
  it('ranges from 100 years before to 100 after, newest first', () => {
    const years = yearOptions(2026, { birthDate: false });
    expect(years[0]).toBe(2126);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(201);
  });
  it('caps a date of birth at the current year', () => {
    const years = yearOptions(2026, { birthDate: true });
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });
});

describe('toIsoDate and fromIsoDate', () => {
  it('formats a complete date', () => {
    expect(toIsoDate({ year: 2004, month: 3, day: 9 })).toBe('2004-03-09');
  });
  it('is empty until every part is chosen', () => {
    expect(toIsoDate({ year: 2004, month: null, day: 9 })).toBe('');
  });
  it('rejects a day the month does not have', () => {
    expect(toIsoDate({ year: 2025, month: 2, day: 29 })).toBe('');
  });
  it('reads a date back', () => {
    expect(fromIsoDate('2004-03-09')).toEqual({ year: 2004, month: 3, day: 9 });
    expect(fromIsoDate('')).toEqual({ year: null, month: null, day: null });
  });
});
