import type { Queryable } from '../../../db';

/**
 * A pick list the school keeps in a table of its own (id, label, sort_order), such as the address types
 * and the contact relations: its items in the school's order, then by label.
 */
export async function listPickItems(
  db: Queryable,
  table: 'address_types' | 'contact_relations',
): Promise<{ itemId: number; label: string }[]> {
  const rows = await db.query<{ id: number; label: string }>(
    `SELECT id, label FROM ${table} ORDER BY sort_order, label`,
  );
  return rows.map((r) => ({ itemId: r.id, label: r.label }));
}
