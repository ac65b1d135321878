import { cartTotals, formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '$ 0.00'],
    [5, '$ 5.00'],
    [1234.56, '$ 1,234.56'],
    [1234567.891, '$ 1,234,567.89'],
    [0.005, '$ 0.01'],
    [-12, '-$ 12.00'],
  ])('formats %p as %p', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });
});

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
