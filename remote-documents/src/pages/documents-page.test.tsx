import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { DocumentsPage } from './documents-page';

it('shows its title as the page heading', () => {
  renderWithHost(<DocumentsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
});
