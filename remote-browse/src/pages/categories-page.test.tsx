import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { venueFixture } from '../testing/browse-fixtures';
import { CategoriesPage } from './categories-page';
import { aSchool, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';

const categoriesRoute = {
  'GET course_categories/': () => ({
    categories: [{ id: 3, title: 'Welding', description: '', imageUrl: null }],
    rapidappForms: [],
  }),
};
const featuredRoute = {
  'GET featured_classes/': () => ({
    classes: [venueFixture({ id: 21, code: 'HLT-100-A', title: 'CPR, AED and First Aid' })],
  }),
};
// The whole page renders with antd in jsdom: slow on a shared machine.
const searchReply = {
  courses: [{ id: 4, code: 'WEL-101', title: 'Welding Fundamentals', categoryId: 2 }],
  classes: [
    {
      id: 11,
      code: 'WEL-101-A',
      title: 'Welding Fundamentals',
      dateRange: '01/11/2027 - 03/19/2027',
      courseTitle: 'Welding Fundamentals',
    },
  ],
  pathways: [{ id: 1, code: 'PTH-WELD', title: 'Welding Technician Certificate', categoryId: 2 }],
};

const searchFor = async (text: string) => {
  const box = screen.getByRole('searchbox', { name: 'Search courses, classes and pathways' });
  await userEvent.clear(box);
  if (text) {
    await userEvent.click(box);
    await userEvent.paste(text);
  }
  await userEvent.click(screen.getByRole('button', { name: /Search/ }));
};

describe('search', () => {
  it('makes no call for fewer than 3 characters and says so', async () => {
    const api = apiReplies({ ...categoriesRoute, ...featuredRoute });
    renderWithHost(<CategoriesPage />);
    await searchFor('we');
    expect(await screen.findByText('The search requires at least 3 characters')).toBeInTheDocument();
    await searchFor(' ');
    expect(screen.getByText('The search requires at least 3 characters')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('search'))).toEqual([]);
  });

  it('groups the results as courses, classes and pathways, and counts them', async () => {
    const api = apiReplies({
      ...categoriesRoute,
      ...featuredRoute,
      'GET search?q=weld': () => searchReply,
    });
    const { host } = renderWithHost(<CategoriesPage />);
    await searchFor('  weld ');
    expect(await screen.findByText('Found 3 results')).toBeInTheDocument();
    expect(api.callsTo('search?q=weld')).toHaveLength(1);
    const courses = screen.getByRole('region', { name: 'Courses' });
    expect(within(courses).getByRole('link', { name: 'Welding Fundamentals (WEL-101)' })).toHaveAttribute(
      'href',
      '/category/2/course/4',
    );
    const pathways = screen.getByRole('region', { name: 'Pathways' });
    expect(
      within(pathways).getByRole('link', { name: 'Welding Technician Certificate (PTH-WELD)' }),
    ).toHaveAttribute('href', '/category/2/program/1');
    const classes = screen.getByRole('region', { name: 'Classes' });
    await userEvent.click(within(classes).getByRole('button', { name: 'Welding Fundamentals (WEL-101-A)' }));
    expect(host.openSlideOut).toHaveBeenCalledWith('class', { classId: 11 });
  });

  it("says 'Found 1 result' for one", async () => {
    apiReplies({
      ...categoriesRoute,
      ...featuredRoute,
      'GET search?q=tig': () => ({ ...searchReply, classes: [], pathways: [] }),
    });
    renderWithHost(<CategoriesPage />);
    await searchFor('tig');
    expect(await screen.findByText('Found 1 result')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Classes' })).not.toBeInTheDocument();
  });

  it("says 'Nothing found, try again later' when nothing matches", async () => {
    apiReplies({
      ...categoriesRoute,
      ...featuredRoute,
      'GET search?q=zzz': () => ({ courses: [], classes: [], pathways: [] }),
    });
    renderWithHost(<CategoriesPage />);
    await searchFor('zzz');
    expect(await screen.findByText('Nothing found, try again later')).toBeInTheDocument();
  });

  it("says 'Unable to search at this moment, please try again later' when the call fails", async () => {
    apiReplies({
      ...categoriesRoute,
      ...featuredRoute,
      'GET search?q=weld': () => apiError('Server error!', { status: 500 }),
    });
    renderWithHost(<CategoriesPage />);
    await searchFor('weld');
    expect(
      await screen.findByText('Unable to search at this moment, please try again later'),
    ).toBeInTheDocument();
  });

  it('encodes the text in the query string', async () => {
    const api = apiReplies({
      ...categoriesRoute,
      ...featuredRoute,
      'GET search': () => ({ courses: [], classes: [], pathways: [] }),
    });
    renderWithHost(<CategoriesPage />);
    await searchFor('C&C #1');
    await waitFor(() => expect(api.calls.some((c) => c.path === 'search?q=C%26C%20%231')).toBe(true));
  });
});

describe('featured classes', () => {
  it('shows them where the configuration does, each opening the class slide-out', async () => {
    apiReplies({ ...categoriesRoute, ...featuredRoute });
    const { host } = renderWithHost(<CategoriesPage />);
    const featured = await screen.findByRole('region', { name: 'Featured Classes' });
    expect(within(featured).getByText('CPR, AED and First Aid')).toBeInTheDocument();
    await userEvent.click(within(featured).getByRole('button', { name: 'Class details HLT-100-A' }));
    expect(host.openSlideOut).toHaveBeenCalledWith('class', { classId: 21 });
  });

  it('neither shows nor loads them when the configuration hides them', async () => {
    const api = apiReplies({ ...categoriesRoute, ...featuredRoute });
    renderWithHost(<CategoriesPage />, { school: aSchool({ features: { showFeaturedClasses: false } }) });
    await screen.findByRole('link', { name: 'Welding' });
    expect(screen.queryByRole('region', { name: 'Featured Classes' })).not.toBeInTheDocument();
    expect(api.callsTo('featured_classes/')).toHaveLength(0);
  });
});

it('puts the search above the category list', async () => {
  apiReplies({ ...categoriesRoute, ...featuredRoute });
  renderWithHost(<CategoriesPage />);
  const link = await screen.findByRole('link', { name: 'Welding' });
  const search = screen.getByRole('searchbox', { name: 'Search courses, classes and pathways' });
  expect(search.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('shows featured classes and categories together, and a failed categories reply once, without asking again', async () => {
  const api = apiReplies({
    ...featuredRoute,
    'GET course_categories/': () => 'not an object',
  });
  renderWithHost(<CategoriesPage />);
  expect(await screen.findByText('Could not load the categories')).toBeInTheDocument();
  expect(screen.getByText('Invalid response')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Featured Classes' })).toBeInTheDocument();
  // The list mounting with the error in place did not ask again (the page holds the only observer).
  expect(api.calls.filter((call) => call.path === 'course_categories/')).toHaveLength(1);
});
