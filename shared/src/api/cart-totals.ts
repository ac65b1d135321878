import type { Cart } from '../contracts/student';
import { fromCents, toCents } from '../contracts/money';

/**
 * Spec section 3: Total, Discounts and Total amount due, the larger of 0 and the price minus the
 * discount (in cents, so that no float drift shows). The mini-cart and checkout both show these.
 */
export const cartTotals = (cart: Pick<Cart, 'total_price' | 'total_discount'>) => ({
  total: cart.total_price,
  discounts: cart.total_discount,
  amountDue: fromCents(Math.max(0, toCents(cart.total_price) - toCents(cart.total_discount))),
});
