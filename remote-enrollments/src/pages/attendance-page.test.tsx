import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { AttendancePage } from './attendance-page';

it('shows its title as the page heading', () => {
  renderWithHost(<AttendancePage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Log Attendance' })).toBeInTheDocument();
});
