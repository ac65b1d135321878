/** Spec section 5, Date picker: the day list holds the days of the chosen month (and year). */
export const daysInMonth = (year: number | null, month: number | null): number => {
  if (month === null) return 31;
  // A leap year is assumed until a year is chosen, so 29 February stays possible.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
};

/** Years from 100 before to 100 after the current year; a date of birth stops at the current year. Newest first. */
export const yearOptions = (currentYear: number, { birthDate }: { birthDate: boolean }): number[] => {
  const last = birthDate ? currentYear : currentYear + 100;
  const years: number[] = [];
  for (let year = last; year >= currentYear - 100; year -= 1) years.push(year);
  return years;
};

export type DateParts = { year: number | null; month: number | null; day: number | null };

/** 'YYYY-MM-DD' once all three parts are chosen, else ''. A day past the month's end is dropped first. */
export const toIsoDate = ({ year, month, day }: DateParts): string => {
  if (year === null || month === null || day === null || day > daysInMonth(year, month)) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export const fromIsoDate = (value: string): DateParts => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { year: null, month: null, day: null };
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};
