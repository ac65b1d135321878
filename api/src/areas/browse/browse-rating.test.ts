import { categoryItemsResponseSchema, courseResponseSchema, pathwayResponseSchema } from '../../contracts';
import { queryOne } from '../../db';
import { useTestContext } from '../../../test/support/context';

/*
 * The course rating display (spec 2.8) shows the rating as a percent and the trend level by its sign
 * (remote-browse's rules/rating.ts): the replies carry both, and the demo catalog has a course of each
 * trend, rising, steady and falling, in one category.
 */

const api = useTestContext();

const idOf = async (sql: string, value: string) =>
  (await queryOne<{ id: number }>(api.ctx.db, sql, [value]))!.id;
const getData = async (url: string) => {
  const res = await api.ctx.inject({ url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data;
};

it('lists a course of each trend in the welding category, with its rating', async () => {
  const welding = await idOf("SELECT id FROM course_categories WHERE title LIKE $1 || '%'", 'Welding');
  const { courses } = categoryItemsResponseSchema.parse(
    await getData(`/api/course_category/${welding}/courses_and_pathways`),
  );
  const byCode = Object.fromEntries(courses.map((c) => [c.code, [c.rating, c.trendLevel]]));
  expect(byCode).toMatchObject({ 'WEL-101': [4.7, 3], 'WEL-201': [4.8, 0], 'WEL-150': [4.3, -1] });
});

it('carries the signed trend level on a course and a pathway page', async () => {
  const course = courseResponseSchema.parse(
    await getData(`/api/course/${await idOf('SELECT id FROM courses WHERE code = $1', 'CUL-050')}`),
  ).course;
  expect([course.rating, course.trendLevel]).toEqual([4, -2]);
  const pathway = pathwayResponseSchema.parse(
    await getData(`/api/pathway/${await idOf('SELECT id FROM pathways WHERE code = $1', 'PTH-ECE')}`),
  ).pathway;
  expect([pathway.rating, pathway.trendLevel]).toEqual([4.5, 0]);
});

it('keeps a trend level within -5 and 5 (migration 012)', async () => {
  const set = (level: number) =>
    api.ctx.db.query("UPDATE courses SET trend_level = $1 WHERE code = 'WEL-150'", [level]);
  await expect(set(-5)).resolves.toBeDefined();
  await expect(set(-6)).rejects.toThrow(/courses_trend_level_check/);
  await expect(set(6)).rejects.toThrow(/courses_trend_level_check/);
  await set(-1);
  const setPathway = (level: number) =>
    api.ctx.db.query("UPDATE pathways SET trend_level = $1 WHERE code = 'PTH-ECE'", [level]);
  await expect(setPathway(-6)).rejects.toThrow(/pathways_trend_level_check/);
});
