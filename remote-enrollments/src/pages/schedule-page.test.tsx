import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { SchedulePage } from './schedule-page';

it('shows its title as the page heading', () => {
  renderWithHost(<SchedulePage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Schedule' })).toBeInTheDocument();
});
