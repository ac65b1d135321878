const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as the spec shows it: '$ 1,234.56' (a space after the sign). The spec gives no negative
 * example; a negative amount (a credit) reads '-$ 12.00'.
 */
export const formatMoney = (value: number): string =>
  `${value < 0 ? '-' : ''}$ ${amount.format(Math.abs(value))}`;

const usDate = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Dates in the spec's en-US format, 'MM/DD/YYYY'. An ISO date ('2027-01-11') is a calendar day and
 * prints as that day wherever the browser is; an unreadable value prints as given.
 */
export const formatDate = (value: string | Date): string => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : usDate.format(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : usDate.format(parsed);
};
