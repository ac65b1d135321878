import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { DocumentViewSlideOut } from './document-view-slide-out';

it('shows its title as the page heading', () => {
  renderWithHost(<DocumentViewSlideOut />);
  expect(screen.getByRole('heading', { level: 2, name: 'Document' })).toBeInTheDocument();
});
