import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, renderWithHost } from '@portal/shared/testing';
import { CategoriesPage } from './categories-page';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const categories = [
  { id: 3, title: 'Welding', description: 'Join metal safely.', imageUrl: null },
  { id: 5, title: 'Nursing', description: '', imageUrl: '/images/nursing.jpg' },
];

it('lists each category with a link to its page and its description', async () => {
  fetchMock.mockResolvedValue(envelopeResponse({ categories, rapidappForms: [] }));
  renderWithHost(<CategoriesPage />);
  expect(await screen.findByRole('link', { name: 'Welding' })).toHaveAttribute('href', '/category/3');
  expect(screen.getByRole('link', { name: 'Nursing' })).toHaveAttribute('href', '/category/5');
  expect(screen.getByText('Join metal safely.')).toBeInTheDocument();
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/course_categories/');
});

it('shows a category image only when the category has one', async () => {
  fetchMock.mockResolvedValue(envelopeResponse({ categories, rapidappForms: [] }));
  const { container } = renderWithHost(<CategoriesPage />);
  await screen.findByRole('link', { name: 'Nursing' });
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  expect(images[0]).toHaveAttribute('src', '/images/nursing.jpg');
});

it("shows the server's message and a Retry that loads again when the call fails", async () => {
  fetchMock.mockResolvedValueOnce(
    envelopeResponse(null, { result: 'error', errorMessage: 'Server error!', status: 500 }),
  );
  renderWithHost(<CategoriesPage />);
  expect(await screen.findByText('Could not load the categories')).toBeInTheDocument();
  expect(screen.getByText('Server error!')).toBeInTheDocument();

  fetchMock.mockResolvedValueOnce(envelopeResponse({ categories, rapidappForms: [] }));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Welding' })).toBeInTheDocument();
});

it('says so when the school has no categories', async () => {
  fetchMock.mockResolvedValue(envelopeResponse({ categories: [], rapidappForms: [] }));
  renderWithHost(<CategoriesPage />);
  expect(await screen.findByText('No categories are available yet.')).toBeInTheDocument();
});
