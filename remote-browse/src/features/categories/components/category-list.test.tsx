import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCategories } from '../api/get-categories';
import { CategoryList } from './category-list';
import { apiError, apiReplies, renderWithHost } from '@portal/shared/testing';

const Categories = () => <CategoryList categories={useCategories()} />;

const categories = [
  { id: 3, title: 'Welding', description: 'Join metal safely.', imageUrl: null },
  { id: 5, title: 'Nursing', description: '', imageUrl: '/images/nursing.jpg' },
];
const ok = () => ({ categories, rapidappForms: [] });

it('lists each category with a link to its page and its description', async () => {
  const api = apiReplies({ 'GET course_categories/': ok });
  renderWithHost(<Categories />);
  expect(await screen.findByRole('link', { name: 'Welding' })).toHaveAttribute('href', '/category/3');
  expect(screen.getByRole('link', { name: 'Nursing' })).toHaveAttribute('href', '/category/5');
  expect(screen.getByText('Join metal safely.')).toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).toEqual(['course_categories/']);
});

it('shows a category image only when the category has one', async () => {
  apiReplies({ 'GET course_categories/': ok });
  const { container } = renderWithHost(<Categories />);
  await screen.findByRole('link', { name: 'Nursing' });
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  expect(images[0]).toHaveAttribute('src', '/images/nursing.jpg');
});

it("shows the server's message and a Retry that loads again when the call fails", async () => {
  let fail = true;
  apiReplies({
    'GET course_categories/': () => (fail ? apiError('Server error!', { status: 500 }) : ok()),
  });
  renderWithHost(<Categories />);
  expect(await screen.findByText('Could not load the categories')).toBeInTheDocument();
  expect(screen.getByText('Server error!')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Welding' })).toBeInTheDocument();
});

it('says so when the school has no categories', async () => {
  apiReplies({
    'GET course_categories/': () => ({ categories: [], rapidappForms: [] }),
  });
  renderWithHost(<Categories />);
  expect(await screen.findByText('No categories are available yet.')).toBeInTheDocument();
});

describe('the local cache', () => {
  it('shows the cached categories at once, before the reply, then the fresh ones', async () => {
    apiReplies({ 'GET course_categories/': ok });
    const first = renderWithHost(<Categories />);
    await screen.findByRole('link', { name: 'Nursing' });
    expect(localStorage.getItem('v2Cached:catalog:categories')).toContain('Nursing');
    first.unmount();

    // A returning visitor: a new page load (a fresh query cache) and a slow server.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    apiReplies({
      'GET course_categories/': async () => {
        await gate;
        return { categories: [categories[0]!], rapidappForms: [] };
      },
    });
    renderWithHost(<Categories />);
    expect(screen.getByRole('link', { name: 'Nursing' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nursing' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Welding' })).toBeInTheDocument();
  });

  it('never caches the student’s application forms', async () => {
    apiReplies({
      'GET course_categories/': () => ({
        categories,
        rapidappForms: [
          {
            id: 501,
            name: 'Application',
            userFormId: 4,
            userFormStatus: 'started',
            venueType: 'CLASS',
            venueId: 31,
          },
        ],
      }),
    });
    renderWithHost(<Categories />);
    await screen.findByRole('link', { name: 'Welding' });
    expect(localStorage.getItem('v2Cached:catalog:categories')).not.toContain('Application');
  });
});
