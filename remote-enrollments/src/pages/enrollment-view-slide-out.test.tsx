import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { EnrollmentViewSlideOut } from './enrollment-view-slide-out';

it('shows its title as the page heading', () => {
  renderWithHost(<EnrollmentViewSlideOut />);
  expect(screen.getByRole('heading', { level: 2, name: 'Enrollment' })).toBeInTheDocument();
});
