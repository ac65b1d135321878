import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentFixture, venueFixture } from '../../../testing/fixtures';
import { envelopeResponse, renderBrowse, stubApi } from '../../../testing/render-browse';
import { ClassSlideOut } from './class-slide-out';

jest.setTimeout(20_000);

it('shows one class with its info, actions, extra info and a link to its course', async () => {
  stubApi([{ match: '/api/class/11', reply: () => envelopeResponse({ class: venueFixture() }) }]);
  const { host } = renderBrowse(<ClassSlideOut classId={11} />, {
    route: '/x',
    path: '/x',
    student: studentFixture(),
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
  stubApi([
    {
      match: '/api/class/99',
      reply: () => envelopeResponse(null, { result: 'error', errorMessage: 'Class not found', status: 404 }),
    },
  ]);
  renderBrowse(<ClassSlideOut classId={99} />);
  expect(await screen.findByText('Class not found')).toBeInTheDocument();
});
