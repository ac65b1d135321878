import { monthGrid } from './month-grid';

describe('monthGrid', () => {
  it('fills whole Monday-first weeks around the month', () => {
    const weeks = monthGrid('2026-11');
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks[5]![0]).toEqual({ date: '2026-11-30', inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('needs only four weeks for a February from Monday to Sunday', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.every((week) => week.every((day) => day.inMonth))).toBe(true);
  });
});
