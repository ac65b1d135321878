import type { Cart } from '@portal/shared';

/** Spec section 3: the grand total is the larger of 0 and the price minus the discount. */
export const cartTotals = (cart: Pick<Cart, 'total_price' | 'total_discount'>) => ({
  total: cart.total_price,
  discounts: cart.total_discount,
  amountDue: Math.max(0, cart.total_price - cart.total_discount),
});
