import { loadCatalogs, useLocaleStore } from '@portal/shared/i18n';
import { aStudent, apiReplies, renderWithHost } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { DOCUMENTS } from '../testing/documents-fixtures';
import { DocumentsPage } from './documents-page';

beforeEach(async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
});

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

it('speaks Spanish: the headings, the lists, what each document asks and when it expires', async () => {
  apiReplies({ 'GET student/documents': () => DOCUMENTS });
  renderWithHost(<DocumentsPage />, { student: aStudent() });
  expect(screen.getByRole('heading', { level: 2, name: 'Documentos' })).toBeInTheDocument();
  const required = await screen.findByRole('list', { name: 'Documentos que requieren acción' });
  expect(screen.getByRole('heading', { level: 3, name: 'Requieren acción' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Historial' })).toBeInTheDocument();
  expect(
    within(required).getByRole('button', { name: /Liability Waiver and Release.*Por firmar/ }),
  ).toBeInTheDocument();
  expect(within(required).getByText('Por subir')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'Historial de documentos' });
  // The school's titles stay as the school wrote them; the dates follow the locale.
  expect(within(history).getByRole('button', { name: /High School Transcript/ })).toBeInTheDocument();
  expect(within(history).getByText('01/08/2026 · vence el 01/08/2027')).toBeInTheDocument();
  expect(within(history).getByText('15/07/2026')).toBeInTheDocument();
});

it('says in Spanish when nothing needs attention', async () => {
  apiReplies({ 'GET student/documents': () => ({ requiredDocuments: [], documents: [] }) });
  renderWithHost(<DocumentsPage />, { student: aStudent() });
  expect(await screen.findByText('No hay nada que requiera tu atención.')).toBeInTheDocument();
  expect(screen.getByText('Aún no hay documentos registrados.')).toBeInTheDocument();
});
