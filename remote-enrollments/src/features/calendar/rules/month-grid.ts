import { addDays, monthBounds, monthOf, weekStartOf } from '../../../lib/local-dates';

export type GridDay = { date: string; inMonth: boolean };

/** A month (`YYYY-MM`) as whole weeks, Monday first: the days before and after it fill the edges. */
export const monthGrid = (month: string): GridDay[][] => {
  const { first, last } = monthBounds(month);
  const weeks: GridDay[][] = [];
  for (let start = weekStartOf(first); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(start, index);
        return { date, inMonth: monthOf(date) === month };
      }),
    );
  }
  return weeks;
};
