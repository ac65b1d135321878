const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,450.00'; a price of 0 is 'Free'. */
export const formatMoney = (amount: number): string => (amount === 0 ? 'Free' : usd.format(amount));

/** '60 hours', '1 hour', '22.5 hours'. */
export const formatHours = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const pluralize = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
