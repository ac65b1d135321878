import { formatMoney } from '@portal/shared';

/** A price in the spec's money format ('$ 1,450.00'); a price of 0 is 'Free'. */
export const formatPrice = (amount: number): string => (amount === 0 ? 'Free' : formatMoney(amount));

/** '60 hours', '1 hour', '22.5 hours'. */
export const formatHours = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const pluralize = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
