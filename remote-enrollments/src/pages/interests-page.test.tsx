import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { InterestsPage } from './interests-page';

it('shows its title as the page heading', () => {
  renderWithHost(<InterestsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Wait List & Interests' })).toBeInTheDocument();
});
