import { aStudent, apiError, apiReplies, renderWithHost, expectSignInAsked } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENTS } from '../testing/documents-fixtures';
import { DocumentsPage } from './documents-page';

it('asks a visitor to sign in', () => {
  expectSignInAsked(<DocumentsPage />);
});

it('lists what requires action and the history, each opening its panel', async () => {
  apiReplies({ 'GET student/documents': () => DOCUMENTS });
  const openSlideOut = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<DocumentsPage />, { student: aStudent(), host: { openSlideOut } });
  const required = await screen.findByRole('list', { name: 'Documents requiring action' });
  expect(within(required).getByText('To sign')).toBeInTheDocument();
  expect(within(required).getByText('To upload')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'Document history' });
  expect(within(history).getByText('08/01/2026 · expires 08/01/2027')).toBeInTheDocument();
  expect(within(history).getByText('07/15/2026')).toBeInTheDocument();
  await user.click(within(required).getByRole('button', { name: /Liability Waiver/ }));
  expect(openSlideOut).toHaveBeenCalledWith('requiredDocument', { code: 'WAIVER' });
  await user.click(within(history).getByRole('button', { name: /Immunization Record/ }));
  expect(openSlideOut).toHaveBeenCalledWith('documentView', { documentId: 12 });
});

it('says when nothing needs attention', async () => {
  apiReplies({ 'GET student/documents': () => ({ requiredDocuments: [], documents: [] }) });
  renderWithHost(<DocumentsPage />, { student: aStudent() });
  expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
  expect(screen.getByText('No documents registered yet.')).toBeInTheDocument();
});

it('shows a load failure with Retry', async () => {
  apiReplies({ 'GET student/documents': () => apiError('Server error!', { status: 500 }) });
  renderWithHost(<DocumentsPage />, { student: aStudent() });
  expect(await screen.findByText('Server error!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
