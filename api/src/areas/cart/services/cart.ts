import type { Cart } from '../../../contracts';
import type { Queryable } from '../../../db';
import { VENUE_COLUMNS, venueJoins } from '../../../db/venue-joins';
import { formatDateRange, money } from '../../../lib/format';

interface CartRow {
  venue_type: 'CLASS' | 'PATH';
  venue_id: number;
  price: number;
  discount: number;
  discount_code: string | null;
  title: string | null;
  code: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** The student's cart in the contract's shape; items whose venue vanished are skipped. */
export async function getCart(db: Queryable, studentId: number): Promise<Cart> {
  const rows = await db.query<CartRow>(
    `SELECT ci.venue_type, ci.venue_id, ci.price, ci.discount, ci.discount_code, ${VENUE_COLUMNS}
       FROM cart_items ci ${venueJoins('ci')}
      WHERE ci.student_id = $1
      ORDER BY ci.added_at, ci.id`,
    [studentId],
  );
  const items = rows
    .filter((r) => r.title !== null)
    .map((r) => ({
      venue_type: r.venue_type,
      venue_id: r.venue_id,
      price: money(r.price),
      venue_data: {
        title: r.title ?? '',
        code: r.code ?? '',
        dateRange: formatDateRange(r.start_date, r.end_date),
      },
      discount: money(r.discount),
      discount_code: r.discount_code,
    }));
  const kept = rows.filter((r) => r.title !== null);
  return {
    items,
    total_price: money(kept.reduce((sum, r) => sum + r.price, 0)),
    total_discount: money(kept.reduce((sum, r) => sum + r.discount, 0)),
  };
}
