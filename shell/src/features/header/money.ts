import type { Cart } from '@portal/shared';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as the portal shows it: `$ 1,234.56` (negative: `-$ 12.00`). */
export const formatMoney = (value: number): string =>
  `${value < 0 ? '-' : ''}$ ${amount.format(Math.abs(value))}`;

/** Spec section 3: the grand total is the larger of 0 and the price minus the discount. */
export const cartTotals = (cart: Pick<Cart, 'total_price' | 'total_discount'>) => ({
  total: cart.total_price,
  discounts: cart.total_discount,
  amountDue: Math.max(0, cart.total_price - cart.total_discount),
});
