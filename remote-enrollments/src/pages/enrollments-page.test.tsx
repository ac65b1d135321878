import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { EnrollmentsPage } from './enrollments-page';

it('shows its title as the page heading', () => {
  renderWithHost(<EnrollmentsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Enrollments' })).toBeInTheDocument();
});
