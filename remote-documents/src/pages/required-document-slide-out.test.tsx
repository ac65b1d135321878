import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { RequiredDocumentSlideOut } from './required-document-slide-out';

it('shows its title as the page heading', () => {
  renderWithHost(<RequiredDocumentSlideOut />);
  expect(screen.getByRole('heading', { level: 2, name: 'Required document' })).toBeInTheDocument();
});
