import type { CourseSummary } from '../contract';
import { pathwaySummaryFixture } from '../testing/browse-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryPage, COURSES_PER_PAGE } from './category-page';
import { apiError, apiReplies, renderWithHost } from '@portal/shared/testing';

const course = (id: number): CourseSummary => ({
  id,
  code: `C-${id}`,
  title: `Course ${id}`,
  description: 'A course.',
  imageUrl: null,
  rating: 4.2,
  trendLevel: 0,
  categories: [{ categoryId: 2, categoryTitle: 'Welding' }],
  classCount: 4,
  nextStart: '01/11/2027',
  priceFrom: 295,
});
const pathway = pathwaySummaryFixture();
const stub = (courses: CourseSummary[]) =>
  apiReplies({
    'GET course_category/2': () => ({
      category: { id: 2, title: 'Welding & Fabrication', description: '<p>Metal.</p>', imageUrl: null },
    }),
    'GET course_category/2/courses_and_pathways': () => ({ courses, pathways: [pathway] }),
  });
const renderCategory = () =>
  renderWithHost(<CategoryPage />, { route: '/category/2', path: '/category/:id' });

it("shows each card's rating as a percent and its trend level", async () => {
  stub([
    { ...course(10), rating: 4.5, trendLevel: 2 },
    { ...course(11), rating: 4.1, trendLevel: -1 },
    course(12),
  ]);
  renderCategory();
  const courses = await screen.findByRole('region', { name: 'Courses' });
  const card = (name: string) => within(courses).getByRole('article', { name });
  expect(within(card('Course 10')).getByText('Rated 90%')).toBeInTheDocument();
  expect(within(card('Course 10')).getByText('Trending up')).toBeInTheDocument();
  expect(within(card('Course 11')).getByText('Rated 82%')).toBeInTheDocument();
  expect(within(card('Course 11')).getByText('Trending down')).toBeInTheDocument();
  expect(within(card('Course 12')).getByText('Rated 84%')).toBeInTheDocument();
  expect(within(card('Course 12')).getByText('Steady')).toBeInTheDocument();
  const pathways = screen.getByRole('region', { name: 'Pathways' });
  expect(within(pathways).getByText('Rated 96%')).toBeInTheDocument();
  expect(within(pathways).getByText('Trending up')).toBeInTheDocument();
});

it('shows the category with its pathways and courses, linking to their pages', async () => {
  stub([course(10), course(11)]);
  renderCategory();
  expect(await screen.findByRole('heading', { level: 2, name: 'Welding & Fabrication' })).toBeInTheDocument();
  const pathways = screen.getByRole('region', { name: 'Pathways' });
  expect(within(pathways).getByRole('link', { name: 'Welding Technician Certificate' })).toHaveAttribute(
    'href',
    '/category/2/program/1',
  );
  expect(within(pathways).getByText('3 classes · 01/11/2027 - 06/11/2027 · $ 3,095.00')).toBeInTheDocument();
  const courses = await screen.findByRole('region', { name: 'Courses' });
  expect(within(courses).getByRole('link', { name: 'Course 10' })).toHaveAttribute(
    'href',
    '/category/2/course/10',
  );
  expect(within(courses).getAllByText('4 classes · next starts 01/11/2027 · from $ 295.00')).toHaveLength(2);
});

it(`pages a big category, ${COURSES_PER_PAGE} courses at a time`, async () => {
  stub(Array.from({ length: 130 }, (_, i) => course(i + 1)));
  renderCategory();
  const courses = await screen.findByRole('region', { name: 'Courses' });
  expect(within(courses).getAllByRole('article')).toHaveLength(COURSES_PER_PAGE);
  const pager = within(courses).getByRole('navigation', { name: 'Courses pages' });
  expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
  expect(await within(courses).findByRole('link', { name: 'Course 13' })).toBeInTheDocument();
  expect(within(courses).queryByRole('link', { name: 'Course 1' })).not.toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The new cards start above the pager: the reader is taken to the section's heading, not left below.
  expect(within(courses).getByRole('heading', { level: 3, name: 'Courses' })).toHaveFocus();
  // One pathway: no pager there.
  expect(screen.queryByRole('navigation', { name: 'Pathways pages' })).not.toBeInTheDocument();
});

it("loads the first course's picture at once and first, and the others as they scroll into view", async () => {
  const pictured = (id: number) => ({ ...course(id), imageUrl: `/images/course-${id}.jpg` });
  stub([pictured(10), pictured(11), pictured(12)]);
  renderCategory();
  const courses = await screen.findByRole('region', { name: 'Courses' });
  // The pictures are decorative (alt=""): the cards' titles say what they are.
  const picture = (name: string) =>
    within(within(courses).getByRole('article', { name })).getByRole('presentation');
  expect(picture('Course 10')).toHaveAttribute('fetchpriority', 'high');
  expect(picture('Course 10')).not.toHaveAttribute('loading');
  for (const name of ['Course 11', 'Course 12']) {
    expect(picture(name)).toHaveAttribute('loading', 'lazy');
    expect(picture(name)).not.toHaveAttribute('fetchpriority');
  }
});

it('shows not found for an id that is not one', () => {
  apiReplies({});
  renderWithHost(<CategoryPage />, { route: '/category/abc', path: '/category/:id' });
  expect(screen.getByText('Category not found')).toBeInTheDocument();
});

it('brings back the category and its courses with one Retry when both failed', async () => {
  apiReplies({
    'GET course_category/2': () => apiError('Server error!', { code: 'server-error', status: 500 }),
    'GET course_category/2/courses_and_pathways': () =>
      apiError('Server error!', { code: 'server-error', status: 500 }),
  });
  renderCategory();
  const retry = await screen.findByRole('button', { name: 'Retry' });
  stub([course(10)]);
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 2, name: 'Welding & Fabrication' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Course 10' })).toBeInTheDocument();
  expect(screen.queryByText('Could not load the courses')).not.toBeInTheDocument();
});
