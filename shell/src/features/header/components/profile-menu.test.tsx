import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { aStudent, apiReplies, networkError, renderWithHost } from '@portal/shared/testing';
import { ProfileMenu } from './profile-menu';

const student = aStudent({ firstName: 'Jordan', lastName: 'Rivera' });

/** Where the user is: the address bar of the test. */
const Location = () => <p aria-label="Location">{useLocation().pathname}</p>;

const renderMenu = (shown = student, route = '/enrollments') =>
  renderWithHost(
    <>
      <ProfileMenu student={shown} />
      <Location />
    </>,
    { student: shown, route },
  );

const openMenu = async (name = 'Jordan Rivera') => {
  await userEvent.click(screen.getByRole('button', { name: `Account menu for ${name}` }));
  return screen.findByRole('menu', { name: `Account menu for ${name}` });
};

it('names the account by the preferred name, else the first name, then the last name', () => {
  const { unmount } = renderMenu(aStudent({ preferredName: 'Em', firstName: 'Emma', lastName: 'Parker' }));
  expect(screen.getByRole('button', { name: 'Account menu for Em Parker' })).toHaveTextContent('Em Parker');
  unmount();
  renderMenu(aStudent({ preferredName: null, firstName: 'Emma', lastName: 'Parker' }));
  expect(screen.getByRole('button', { name: 'Account menu for Emma Parker' })).toHaveTextContent(
    'Emma Parker',
  );
});

it('names an account with no name yet by its e-mail address', () => {
  renderMenu(aStudent({ preferredName: null, firstName: '', lastName: '', email: 'jr@demo.school' }));
  expect(screen.getByRole('button', { name: 'Account menu for jr@demo.school' })).toBeInTheDocument();
});

it('offers My Profile and Logout', async () => {
  renderMenu();
  const menu = await openMenu();
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['My Profile', 'Logout']);
});

it('goes to /profile from My Profile and closes the menu', async () => {
  renderMenu();
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Profile' }));
  expect(screen.getByLabelText('Location')).toHaveTextContent('/profile');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('signs out on the server, ends the session and goes home on Logout', async () => {
  const api = apiReplies({ 'POST student/logout': () => ({}) });
  renderMenu();
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/$/));
  expect(api.posts('student/logout')).toHaveLength(1);
  expect(useSessionStore.getState()).toMatchObject({ student: null, token: null });
});

it('ends the local session even when the server cannot be reached', async () => {
  apiReplies({ 'POST student/logout': () => networkError() });
  renderMenu();
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/$/));
  expect(useSessionStore.getState().token).toBeNull();
});
