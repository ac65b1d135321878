import { queryOne, type Db } from '../../../db';

/**
 * A large catalog for measuring (scripts/measure-browse.mjs): LARGE_COURSES courses spread over the
 * school's categories, CLASSES_PER_COURSE classes each (5,200 classes: 520 per category of the demo
 * school's ten), and LARGE_PATHWAYS three-class pathways. Course codes start with 'LRG-'. Built in a
 * handful of set-based statements, so it takes seconds, and only once: a second run does nothing.
 *
 * Asked for with env SEED_LARGE_CATALOG=1 or the `--large-catalog` flag of `src/main.ts`.
 */
export const LARGE_COURSES = 1300;
export const CLASSES_PER_COURSE = 4;
export const LARGE_PATHWAYS = 60;

export const largeCatalogRequested = (argv: readonly string[], env: NodeJS.ProcessEnv): boolean =>
  argv.includes('--large-catalog') || env.SEED_LARGE_CATALOG === '1';

const TOPICS = [
  'Welding',
  'Patient Care',
  'Networking',
  'Bookkeeping',
  'Baking',
  'Electrical',
  'Spanish',
  'Photography',
  'Child Care',
  'Wellness',
  'Cybersecurity',
  'Leadership',
];
const LEVELS = ['Essentials', 'Workshop', 'Intensive', 'Lab', 'Seminar'];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** Returns true when it built the catalog, false when it was already there. */
export async function seedLargeCatalog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await queryOne(tx, "SELECT 1 FROM courses WHERE code LIKE 'LRG-%' LIMIT 1")) return false;
    const topics = sqlArray(TOPICS);
    const levels = sqlArray(LEVELS);
    await tx.query(
      `INSERT INTO courses (code, title, description, syllabus_html, image_url, rating, trend_level)
       SELECT 'LRG-' || lpad(n::text, 4, '0'),
              (${topics})[1 + n % ${TOPICS.length}] || ' ' || (${levels})[1 + (n / ${TOPICS.length}) % ${LEVELS.length}] || ' ' || n,
              'A ' || lower((${levels})[1 + (n / ${TOPICS.length}) % ${LEVELS.length}]) || ' in '
                || lower((${topics})[1 + n % ${TOPICS.length}]) || ', from the large measurement catalog.',
              '<p>What you will learn:</p><ol><li>Foundations</li><li>Practice</li><li>Assessment</li></ol>',
              '/api/media/course/large-' || (n % 40) || '.svg',
              round((3 + (n % 20) / 10.0)::numeric, 1),
              n % 4
         FROM generate_series(1, $1::int) AS n`,
      [LARGE_COURSES],
    );
    await tx.query(
      `INSERT INTO course_category_links (course_id, category_id, sort_order)
       SELECT co.id, cats.ids[1 + substr(co.code, 5)::int % array_length(cats.ids, 1)], 100 + substr(co.code, 5)::int
         FROM courses co, (SELECT array_agg(id ORDER BY sort_order, id) AS ids FROM course_categories WHERE is_active) cats
        WHERE co.code LIKE 'LRG-%'`,
    );
    // Every seventh course also belongs to the next category (related categories).
    await tx.query(
      `INSERT INTO course_category_links (course_id, category_id, sort_order)
       SELECT co.id, cats.ids[1 + (substr(co.code, 5)::int + 1) % array_length(cats.ids, 1)], 100 + substr(co.code, 5)::int
         FROM courses co, (SELECT array_agg(id ORDER BY sort_order, id) AS ids FROM course_categories WHERE is_active) cats
        WHERE co.code LIKE 'LRG-%' AND substr(co.code, 5)::int % 7 = 0
       ON CONFLICT DO NOTHING`,
    );
    await tx.query(
      `INSERT INTO classes (course_id, code, title, start_date, end_date, week_days, start_time, end_time,
                            location_id, instructor_id, total_price, total_hours, capacity, offline_enrolled,
                            registration_type, registration_status, info_html, image_url, refund_policy_id)
       SELECT co.id, co.code || '-' || chr(64 + s), co.title,
              date '2027-01-04' + ((k.n * 7 + s * 30) % 330),
              date '2027-01-04' + ((k.n * 7 + s * 30) % 330) + 56,
              CASE s % 3 WHEN 0 THEN ARRAY['Mon', 'Wed'] WHEN 1 THEN ARRAY['Tue', 'Thu'] ELSE ARRAY['Sat'] END,
              CASE s % 3 WHEN 2 THEN time '09:00' ELSE time '18:00' END,
              CASE s % 3 WHEN 2 THEN time '13:00' ELSE time '21:00' END,
              locs.ids[1 + (k.n + s) % array_length(locs.ids, 1)],
              ins.ids[1 + (k.n + s) % array_length(ins.ids, 1)],
              200 + (k.n % 20) * 75, 24 + (k.n % 5) * 6, 20, (k.n * s) % 21,
              'cart', CASE WHEN (k.n + s) % 17 = 0 THEN 'closed' ELSE 'open' END,
              '<p>Section ' || chr(64 + s) || ' of a course from the large measurement catalog.</p>',
              co.image_url,
              (SELECT min(id) FROM refund_policies)
         FROM courses co
         CROSS JOIN LATERAL (SELECT substr(co.code, 5)::int AS n) k
         CROSS JOIN generate_series(1, $1::int) AS s
         CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM locations) locs
         CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM instructors) ins
        WHERE co.code LIKE 'LRG-%'`,
      [CLASSES_PER_COURSE],
    );
    await tx.query(
      `INSERT INTO pathways (code, title, description, image_url, rating, trend_level, total_price, capacity,
                             offline_enrolled, info_html, refund_policy_id)
       SELECT 'PTH-LRG-' || lpad(n::text, 3, '0'), 'Large Catalog Pathway ' || n,
              'Three courses from the large measurement catalog in one program.',
              '/api/media/pathway/large-' || (n % 40) || '.svg', 4.5, n % 4, 1500 + n * 10, 30, n % 31,
              '', (SELECT max(id) FROM refund_policies)
         FROM generate_series(1, $1::int) AS n`,
      [LARGE_PATHWAYS],
    );
    await tx.query(
      `INSERT INTO pathway_nodes (pathway_id, class_id, position)
       SELECT p.id, c.id, pos
         FROM pathways p
         CROSS JOIN LATERAL (SELECT substr(p.code, 9)::int AS n) k
         CROSS JOIN generate_series(1, 3) AS pos
         JOIN classes c ON c.code = 'LRG-' || lpad(((k.n - 1) * 3 + pos)::text, 4, '0') || '-A'
        WHERE p.code LIKE 'PTH-LRG-%'`,
    );
    await tx.query(
      `INSERT INTO pathway_category_links (pathway_id, category_id, sort_order)
       SELECT p.id, cats.ids[1 + substr(p.code, 9)::int % array_length(cats.ids, 1)], 100
         FROM pathways p, (SELECT array_agg(id ORDER BY sort_order, id) AS ids FROM course_categories WHERE is_active) cats
        WHERE p.code LIKE 'PTH-LRG-%'`,
    );
    return true;
  });
}
