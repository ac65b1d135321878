import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { venueFixture } from '../testing/browse-fixtures';
import { ClassSlideOut } from './class-slide-out';
import { aStudent, apiError, apiReplies, renderWithHost } from '@portal/shared/testing';

it('shows one class with its info, actions, extra info and a link to its course', async () => {
  apiReplies({ 'GET class/11': () => ({ class: venueFixture() }) });
  const { host } = renderWithHost(<ClassSlideOut classId={11} />, {
    route: '/x',
    path: '/x',
    student: aStudent(),
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Welding Fundamentals' })).toBeInTheDocument();
  const card = screen.getByRole('article', { name: /Class information/ });
  expect(within(card).getByText('Mon, Wed 6:00 PM - 9:00 PM')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  expect(within(card).getByText('Wear leather boots.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'View the course and its other classes' }));
  expect(host.closeSlideOut).toHaveBeenCalled();
  expect(await screen.findByText('Left the page')).toBeInTheDocument();
});

it('says so when the class does not exist', async () => {
  apiReplies({
    'GET class/99': () => apiError('Class not found', { status: 404 }),
  });
  renderWithHost(<ClassSlideOut classId={99} />);
  expect(await screen.findByText('Class not found')).toBeInTheDocument();
});
