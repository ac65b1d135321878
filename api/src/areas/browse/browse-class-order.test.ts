import {
  categoryItemsResponseSchema,
  courseClassesResponseSchema,
  searchResponseSchema,
} from '../../contracts';
import { queryOne } from '../../db';
import { closeTestContext, createTestContext, type TestContext } from '../../../test/support/context';

/**
 * docs/adr/007-classes-that-can-no-longer-be-taken.md: classes by start date, those that can no
 * longer be taken (registration closed, or over) after the rest, never hidden; a course's "from"
 * price only from the others.
 */
let ctx: TestContext;
let categoryId: number;
let courseId: number;

/** A class of the test course, its dates in days from today (the database's today). */
const addClass = async (
  code: string,
  [startIn, endIn]: [number, number],
  price: number,
  extra: { status?: 'open' | 'closed' | 'soon'; hideCost?: boolean; full?: boolean } = {},
) =>
  ctx.db.query(
    `INSERT INTO classes (course_id, code, title, start_date, end_date, total_price, hide_cost, capacity,
                          waitlist_enabled, registration_status)
     VALUES ($1, $2, $2, current_date + $3::int, current_date + $4::int, $5, $6, $7, $8, $9)`,
    [
      courseId,
      code,
      startIn,
      endIn,
      price,
      extra.hideCost ?? false,
      extra.full ? 0 : 10,
      !extra.full,
      extra.status ?? 'open',
    ],
  );

beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = (await queryOne<{ id: number }>(
    ctx.db,
    "INSERT INTO course_categories (title, sort_order) VALUES ('Ordering', 999) RETURNING id",
  ))!.id;
  courseId = (await queryOne<{ id: number }>(
    ctx.db,
    "INSERT INTO courses (code, title) VALUES ('ORD-100', 'Ordering course') RETURNING id",
  ))!.id;
  await ctx.db.query('INSERT INTO course_category_links (course_id, category_id) VALUES ($1, $2)', [
    courseId,
    categoryId,
  ]);
  await addClass('ORD-100-OVER', [-60, -1], 100);
  await addClass('ORD-100-CLOSED', [30, 60], 150, { status: 'closed' });
  await addClass('ORD-100-UNDERWAY', [-5, 20], 300);
  await addClass('ORD-100-SOON', [10, 40], 500, { status: 'soon' });
  await addClass('ORD-100-FULL', [15, 45], 600, { full: true });
  await addClass('ORD-100-HIDDEN', [20, 50], 50, { hideCost: true });
  await addClass('ORD-100-LATER', [90, 120], 400);
  await addClass('ORD-100-ENDSTODAY', [-30, 0], 350);
}, 60_000);
afterAll(() => closeTestContext(ctx));

const getData = async (url: string) => {
  const res = await ctx.inject({ url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data;
};

const EXPECTED_ORDER = [
  // Can still be taken, by start date: one under way with open registration, one ending today,
  // one opening soon, a full one (a seat can free up), one whose cost is hidden, a later one.
  'ORD-100-ENDSTODAY',
  'ORD-100-UNDERWAY',
  'ORD-100-SOON',
  'ORD-100-FULL',
  'ORD-100-HIDDEN',
  'ORD-100-LATER',
  // Can no longer be taken, last and by start date too: over, and registration closed.
  'ORD-100-OVER',
  'ORD-100-CLOSED',
];

describe('classes that can no longer be taken', () => {
  it('come after the others on a course page, each group by start date', async () => {
    const { classes } = courseClassesResponseSchema.parse(await getData(`/api/course/${courseId}/classes`));
    expect(classes.map((c) => c.code)).toEqual(EXPECTED_ORDER);
    expect(classes.find((c) => c.code === 'ORD-100-CLOSED')?.enrollState).toBe('closed');
  });

  it('come after the others in search results, in the same order', async () => {
    const { classes } = searchResponseSchema.parse(await getData('/api/search?q=ORD-100'));
    expect(classes.map((c) => c.code)).toEqual(EXPECTED_ORDER);
  });

  it('are left out of the course\'s "from" price, as are classes whose cost is hidden', async () => {
    const { courses } = categoryItemsResponseSchema.parse(
      await getData(`/api/course_category/${categoryId}/courses_and_pathways`),
    );
    // Not 50 (cost hidden), 100 (over) or 150 (closed): the class under way still takes students.
    expect(courses).toEqual([
      expect.objectContaining({ code: 'ORD-100', classCount: EXPECTED_ORDER.length, priceFrom: 300 }),
    ]);
  });

  it('give no "from" price when no class can be taken any more', async () => {
    await ctx.db.query(
      "UPDATE classes SET registration_status = 'closed' WHERE course_id = $1 AND code <> 'ORD-100-OVER'",
      [courseId],
    );
    // The category listing is cached for 30 s: read it from a second category.
    const second = (await queryOne<{ id: number }>(
      ctx.db,
      "INSERT INTO course_categories (title, sort_order) VALUES ('Ordering 2', 1000) RETURNING id",
    ))!.id;
    await ctx.db.query('INSERT INTO course_category_links (course_id, category_id) VALUES ($1, $2)', [
      courseId,
      second,
    ]);
    const { courses } = categoryItemsResponseSchema.parse(
      await getData(`/api/course_category/${second}/courses_and_pathways`),
    );
    expect(courses[0]).toMatchObject({ code: 'ORD-100', priceFrom: null });
  });
});

describe('the demo catalog', () => {
  it('prices Welding Fundamentals from its open classes, not its closed past one (1,395)', async () => {
    const welding = (await queryOne<{ id: number }>(
      ctx.db,
      "SELECT id FROM course_categories WHERE title LIKE 'Welding%'",
    ))!.id;
    const { courses } = categoryItemsResponseSchema.parse(
      await getData(`/api/course_category/${welding}/courses_and_pathways`),
    );
    expect(courses.find((c) => c.code === 'WEL-101')).toMatchObject({ classCount: 3, priceFrom: 1450 });
  });
});
