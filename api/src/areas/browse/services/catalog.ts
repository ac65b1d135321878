import type { Category } from '../../../contracts';
import type { Queryable } from '../../../db';

export async function listCategories(db: Queryable): Promise<Category[]> {
  const rows = await db.query<{ id: number; title: string; description: string; image_url: string | null }>(
    `SELECT id, title, description, image_url FROM course_categories
      WHERE is_active ORDER BY sort_order, title, id`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, description: r.description, imageUrl: r.image_url }));
}
