import { renderWithHost } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { CalendarPage } from './calendar-page';

it('shows its title as the page heading', () => {
  renderWithHost(<CalendarPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Calendar' })).toBeInTheDocument();
});
