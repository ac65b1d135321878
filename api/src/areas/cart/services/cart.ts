import type { Cart } from '../../../contracts';
import type { Queryable } from '../../../db';
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
    `SELECT ci.venue_type, ci.venue_id, ci.price, ci.discount, ci.discount_code,
            COALESCE(c.title, p.title) AS title,
            COALESCE(c.code, p.code) AS code,
            COALESCE(c.start_date, pd.start_date) AS start_date,
            COALESCE(c.end_date, pd.end_date) AS end_date
       FROM cart_items ci
       LEFT JOIN classes c ON ci.venue_type = 'CLASS' AND c.id = ci.venue_id
       LEFT JOIN pathways p ON ci.venue_type = 'PATH' AND p.id = ci.venue_id
       LEFT JOIN LATERAL (
         SELECT min(nc.start_date) AS start_date, max(nc.end_date) AS end_date
           FROM pathway_nodes n JOIN classes nc ON nc.id = n.class_id
          WHERE n.pathway_id = p.id
       ) pd ON ci.venue_type = 'PATH'
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
