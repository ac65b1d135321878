import { cartTotals } from './cart-totals';

describe('cartTotals', () => {
  it('subtracts the discount from the price', () => {
    expect(cartTotals({ total_price: 500, total_discount: 50 })).toEqual({
      total: 500,
      discounts: 50,
      amountDue: 450,
    });
  });
  it('never lets the amount due fall below 0', () => {
    expect(cartTotals({ total_price: 100, total_discount: 150 }).amountDue).toBe(0);
  });
  it('is 0 for an empty cart', () => {
    expect(cartTotals({ total_price: 0, total_discount: 0 }).amountDue).toBe(0);
  });
});

describe('cartTotals in cents', () => {
  it('shows no float drift', () => {
    expect(cartTotals({ total_price: 0.3, total_discount: 0.1 }).amountDue).toBe(0.2);
    expect(cartTotals({ total_price: 1249.99, total_discount: 50 }).amountDue).toBe(1199.99);
  });
});
