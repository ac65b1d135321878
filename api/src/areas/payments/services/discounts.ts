import type { Cart, DiscountInput } from '../../../contracts';
import { queryOne, type Db } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import { getCart } from '../../cart';

/**
 * POST /cart/discount/ (shell spec 7): a discount code on one item of the acting student's cart. The
 * code is matched in any case; the discount never exceeds the item's price, and a new code replaces
 * the item's previous one.
 */

export const DISCOUNT_MESSAGES = {
  notInCart: 'This class is not in your cart.',
  invalid: 'Invalid discount code',
  expired: 'This discount code has expired',
  notApplicable: 'This discount code does not apply to this class',
} as const;

interface CodeRow {
  code: string;
  venue_type: string | null;
  venue_id: number | null;
  amount_off_cents: number | null;
  percent_off: number | null;
  expired: boolean;
}

/** The discount in cents a code gives on a price in cents: at most the price. */
export function discountCents(
  priceCents: number,
  code: { amountOffCents: number | null; percentOff: number | null },
) {
  const off =
    code.amountOffCents !== null
      ? code.amountOffCents
      : Math.round((priceCents * (code.percentOff ?? 0)) / 100);
  return Math.max(0, Math.min(priceCents, off));
}

export async function applyDiscount(db: Db, studentId: number, input: DiscountInput): Promise<Cart> {
  return db.transaction(async (tx) => {
    const item = await queryOne<{ id: number; price_cents: number }>(
      tx,
      `SELECT id, round(price * 100)::int AS price_cents FROM cart_items
        WHERE student_id = $1 AND venue_type = $2 AND venue_id = $3 FOR UPDATE`,
      [studentId, input.venue_type, input.venue_id],
    );
    if (!item) throw notFound(DISCOUNT_MESSAGES.notInCart);
    const code = await queryOne<CodeRow>(
      tx,
      `SELECT code, venue_type, venue_id, amount_off_cents, percent_off,
              (expires_on IS NOT NULL AND expires_on < current_date) AS expired
         FROM discount_codes WHERE lower(code) = lower($1)`,
      [input.discount_code],
    );
    if (!code) throw new HttpError(400, 'invalid_discount_code', DISCOUNT_MESSAGES.invalid);
    if (code.expired) throw new HttpError(400, 'discount_code_expired', DISCOUNT_MESSAGES.expired);
    if (
      code.venue_type !== null &&
      (code.venue_type !== input.venue_type || code.venue_id !== input.venue_id)
    )
      throw new HttpError(400, 'discount_code_not_applicable', DISCOUNT_MESSAGES.notApplicable);
    const cents = discountCents(item.price_cents, {
      amountOffCents: code.amount_off_cents,
      percentOff: code.percent_off,
    });
    await tx.query('UPDATE cart_items SET discount = $2::numeric / 100, discount_code = $3 WHERE id = $1', [
      item.id,
      cents,
      code.code,
    ]);
    return getCart(tx, studentId);
  });
}
