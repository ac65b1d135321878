import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, renderBrowse, stubApi } from '../../../testing/render-browse';
import { useCategories } from '../api/get-categories';
import { CategoryList } from './category-list';

const Categories = () => <CategoryList categories={useCategories()} />;

const categories = [
  { id: 3, title: 'Welding', description: 'Join metal safely.', imageUrl: null },
  { id: 5, title: 'Nursing', description: '', imageUrl: '/images/nursing.jpg' },
];
const ok = () => envelopeResponse({ categories, rapidappForms: [] });

it('lists each category with a link to its page and its description', async () => {
  const api = stubApi([{ match: '/api/course_categories/', reply: ok }]);
  renderBrowse(<Categories />);
  expect(await screen.findByRole('link', { name: 'Welding' })).toHaveAttribute('href', '/category/3');
  expect(screen.getByRole('link', { name: 'Nursing' })).toHaveAttribute('href', '/category/5');
  expect(screen.getByText('Join metal safely.')).toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).toEqual(['/api/course_categories/']);
});

it('shows a category image only when the category has one', async () => {
  stubApi([{ match: '/api/course_categories/', reply: ok }]);
  const { container } = renderBrowse(<Categories />);
  await screen.findByRole('link', { name: 'Nursing' });
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  expect(images[0]).toHaveAttribute('src', '/images/nursing.jpg');
});

it("shows the server's message and a Retry that loads again when the call fails", async () => {
  let fail = true;
  stubApi([
    {
      match: '/api/course_categories/',
      reply: () =>
        fail ? envelopeResponse(null, { result: 'error', errorMessage: 'Server error!', status: 500 }) : ok(),
    },
  ]);
  renderBrowse(<Categories />);
  expect(await screen.findByText('Could not load the categories')).toBeInTheDocument();
  expect(screen.getByText('Server error!')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Welding' })).toBeInTheDocument();
});

it('says so when the school has no categories', async () => {
  stubApi([
    {
      match: '/api/course_categories/',
      reply: () => envelopeResponse({ categories: [], rapidappForms: [] }),
    },
  ]);
  renderBrowse(<Categories />);
  expect(await screen.findByText('No categories are available yet.')).toBeInTheDocument();
});

describe('the local cache', () => {
  it('shows the cached categories at once, before the reply, then the fresh ones', async () => {
    stubApi([{ match: '/api/course_categories/', reply: ok }]);
    const first = renderBrowse(<Categories />);
    await screen.findByRole('link', { name: 'Nursing' });
    expect(localStorage.getItem('v2Cached:catalog:categories')).toContain('Nursing');
    first.unmount();

    // A returning visitor: a new page load (a fresh query cache) and a slow server.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = stubApi([
      {
        match: '/api/course_categories/',
        reply: () => envelopeResponse({ categories: [categories[0]!], rapidappForms: [] }),
      },
    ]);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await gate;
      return answer(...args);
    });
    renderBrowse(<Categories />, { keepCache: true });
    expect(screen.getByRole('link', { name: 'Nursing' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nursing' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Welding' })).toBeInTheDocument();
  });

  it('never caches the student’s application forms', async () => {
    stubApi([
      {
        match: '/api/course_categories/',
        reply: () =>
          envelopeResponse({
            categories,
            rapidappForms: [{ id: 501, name: 'Application', userFormId: 4, userFormStatus: 'started' }],
          }),
      },
    ]);
    renderBrowse(<Categories />);
    await screen.findByRole('link', { name: 'Welding' });
    expect(localStorage.getItem('v2Cached:catalog:categories')).not.toContain('Application');
  });
});
