import { queryOne } from '../../db';
import { largeCatalogRequested, seedLargeCatalog } from './seed/large-catalog';
import { useTestContext } from '../../../test/support/context';

const api = useTestContext();

it('is asked for with SEED_LARGE_CATALOG=1 or --large-catalog', () => {
  expect(largeCatalogRequested([], {})).toBe(false);
  expect(largeCatalogRequested([], { SEED_LARGE_CATALOG: '1' })).toBe(true);
  expect(largeCatalogRequested(['node', 'main.ts', '--large-catalog'], {})).toBe(true);
});

it('builds at least 5,000 classes, 500+ in every category, once', async () => {
  expect(await seedLargeCatalog(api.ctx.db)).toBe(true);
  const total = await queryOne<{ n: number }>(api.ctx.db, 'SELECT count(*)::int AS n FROM classes');
  expect(total!.n).toBeGreaterThanOrEqual(5000);
  const smallest = await queryOne<{ n: number }>(
    api.ctx.db,
    `SELECT min(n)::int AS n FROM (SELECT count(c.id) AS n FROM course_categories cc
       JOIN course_category_links l ON l.category_id = cc.id JOIN classes c ON c.course_id = l.course_id
      GROUP BY cc.id) t`,
  );
  expect(smallest!.n).toBeGreaterThanOrEqual(500);
  expect(await seedLargeCatalog(api.ctx.db)).toBe(false);

  const category = await queryOne<{ id: number }>(api.ctx.db, 'SELECT min(id) AS id FROM course_categories');
  const res = await api.ctx.inject({ url: `/api/course_category/${category!.id}/courses_and_pathways` });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.courses.length).toBeGreaterThan(100);
  expect((await api.ctx.inject({ url: '/api/search?q=Large' })).json().data.pathways).toHaveLength(25);
}, 60_000);
