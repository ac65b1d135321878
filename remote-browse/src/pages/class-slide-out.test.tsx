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

describe('the panel its Register button opens', () => {
  const registrationClass = () =>
    venueFixture({ enrollState: 'register', enrollStateTitle: 'Register', registrationInfoId: 31 });

  it('is prepared by the shell once a signed-in student sees the button', async () => {
    apiReplies({ 'GET class/11': () => ({ class: registrationClass() }) });
    const { host } = renderWithHost(<ClassSlideOut classId={11} />, { student: aStudent() });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(host.prepareSlideOut).toHaveBeenCalledWith('registration');
    expect(host.openSlideOut).not.toHaveBeenCalled();
  });

  it('is not prepared for a class added to the cart, nor for a visitor', async () => {
    apiReplies({ 'GET class/11': () => ({ class: venueFixture() }) });
    const student = renderWithHost(<ClassSlideOut classId={11} />, { student: aStudent() });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(student.host.prepareSlideOut).not.toHaveBeenCalled();
    student.unmount();

    apiReplies({ 'GET class/11': () => ({ class: registrationClass() }) });
    const visitor = renderWithHost(<ClassSlideOut classId={11} />, { student: null });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(visitor.host.prepareSlideOut).not.toHaveBeenCalled();
  });
});
