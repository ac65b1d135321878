import { addDays, daysBetween, schoolDate, schoolInstant, weekDayOf } from './school-time';

const NY = 'America/New_York';

describe('school time', () => {
  it('counts days on the calendar, across months, years and a daylight-saving change', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
    expect(weekDayOf('2026-11-24')).toBe('Tue');
    expect(weekDayOf('2027-01-14')).toBe('Thu');
  });

  it("gives the school's day of an instant, not the server's", () => {
    expect(schoolDate(new Date('2026-03-09T03:30:00Z'), NY)).toBe('2026-03-08');
    expect(schoolDate(new Date('2026-03-09T05:00:00Z'), NY)).toBe('2026-03-09');
    expect(schoolDate(new Date('2026-03-09T03:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-09');
  });

  it('turns a local wall-clock time into its instant, in either season and on the change days', () => {
    expect(schoolInstant('2026-07-01', '18:00', NY).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(schoolInstant('2026-12-01', '18:00', NY).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(schoolInstant('2026-12-01', '08:00:30', NY).toISOString()).toBe('2026-12-01T13:00:30.000Z');
    // The days the clocks change: at noon the new offset holds.
    expect(schoolInstant('2026-03-08', '12:00', NY).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(schoolInstant('2026-11-01', '12:00', NY).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    // Late evening, when the UTC day is already the next one.
    expect(schoolInstant('2026-11-24', '21:00', NY).toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(schoolInstant('2026-11-24', '09:00', 'Asia/Tokyo').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
