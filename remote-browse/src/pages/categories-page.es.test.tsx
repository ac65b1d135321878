import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { venueFixture } from '../testing/browse-fixtures';
import { CategoriesPage } from './categories-page';

const replies = {
  'GET course_categories/': () => ({
    categories: [{ id: 3, title: 'Welding', description: '', imageUrl: null }],
    rapidappForms: [],
  }),
  'GET featured_classes/': () => ({
    classes: [venueFixture({ id: 21, code: 'HLT-100-A', title: 'CPR, AED and First Aid', totalPrice: 0 })],
  }),
  'GET search?q=weld': () => ({
    courses: [{ id: 4, code: 'WEL-101', title: 'Welding Fundamentals', categoryId: 2 }],
    classes: [],
    pathways: [{ id: 1, code: 'PTH-WELD', title: 'Welding Technician Certificate', categoryId: 2 }],
  }),
};

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

const search = async (text: string) => {
  await userEvent.click(screen.getByRole('searchbox', { name: 'Buscar cursos, clases y rutas' }));
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
};

it('speaks Spanish: the title, the search, the featured classes and the list', async () => {
  apiReplies(replies);
  renderWithHost(<CategoriesPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Explorar cursos' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Buscar en el catálogo' })).toBeInTheDocument();
  const featured = await screen.findByRole('region', { name: 'Clases destacadas' });
  // The school's titles stay as the school wrote them.
  expect(within(featured).getByText('CPR, AED and First Aid')).toBeInTheDocument();
  expect(within(featured).getByText('Gratis')).toBeInTheDocument();
  expect(within(featured).getByRole('button', { name: 'Detalles de la clase HLT-100-A' })).toHaveTextContent(
    'Detalles de la clase',
  );
  const categories = screen.getByRole('list', { name: 'Categorías' });
  expect(within(categories).getByRole('link', { name: 'Welding' })).toHaveAttribute('href', '/category/3');
});

it('says in Spanish when the search is too short, and counts and groups what it found', async () => {
  apiReplies(replies);
  renderWithHost(<CategoriesPage />);
  await screen.findByRole('link', { name: 'Welding' });
  await search('we');
  expect(await screen.findByText('La búsqueda requiere al menos 3 caracteres')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar cursos, clases y rutas' }));
  await search('weld');
  expect(await screen.findByText('Se encontraron 2 resultados')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Cursos' })).getByRole('link', {
      name: 'Welding Fundamentals (WEL-101)',
    }),
  ).toHaveAttribute('href', '/category/2/course/4');
  expect(screen.getByRole('region', { name: 'Rutas' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Clases' })).not.toBeInTheDocument();
});
