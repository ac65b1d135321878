import { useSessionStore } from '@portal/shared';
import { aStudent, apiReplies, createMockHost, renderWithHost } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from './profile-page';

const student = aStudent({ photoUrl: '/api/student/photo/7/abc.jpg' });

const lists = {
  'GET student/contact_list': () => ({ contactList: [] }),
  'GET student/address_list': () => ({ addressList: [] }),
  'GET student/signature': () => ({ signature: null }),
};

afterEach(() => jest.restoreAllMocks());

it("asks a visitor to sign in: 'You're not authorized...' and a Sign in button", async () => {
  useSessionStore.setState({ student: null, token: null });
  apiReplies({});
  const host = createMockHost({ requireLogin: jest.fn() });
  renderWithHost(<ProfilePage />, { host });
  expect(
    screen.getByText("You're not authorized to view this information, please sign in to continue."),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(host.requireLogin).toHaveBeenCalled();
});

it('shows the details, the photo with its version, and the three editors', async () => {
  useSessionStore.setState({ student, token: 't', photoVersion: 2 });
  apiReplies(lists);
  renderWithHost(<ProfilePage />);
  expect(screen.getByRole('heading', { name: 'Jordan Rivera', level: 3 })).toBeInTheDocument();
  expect(screen.getByText('student@demo.school')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
    'src',
    '/api/student/photo/7/abc.jpg?v=2',
  );
  expect(screen.getByRole('region', { name: 'Phone contacts' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Addresses' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Signature' })).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Phone contacts' })).findByText('No records'),
  ).toBeInTheDocument();
});

it('edits the profile: the names are required, and the saved student replaces the session one', async () => {
  useSessionStore.setState({ student, token: 't', photoVersion: 0 });
  const api = apiReplies({
    ...lists,
    'POST student/update_profile': () => ({
      student: { ...student, preferredName: 'Jo', lastName: 'Rivera-Lopez' },
    }),
  });
  const host = createMockHost();
  const user = userEvent.setup({ delay: null });
  renderWithHost(<ProfilePage />, { host });
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  await user.clear(await screen.findByRole('textbox', { name: 'Legal first name' }));
  await user.clear(screen.getByRole('textbox', { name: 'Legal last name' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Type in your legal first name')).toBeInTheDocument();
  expect(screen.getByText('Type in your legal last name')).toBeInTheDocument();

  await user.click(screen.getByRole('textbox', { name: 'Legal first name' }));
  await user.paste(' Jordan ');
  await user.click(screen.getByRole('textbox', { name: 'Legal last name' }));
  await user.paste('Rivera-Lopez');
  await user.click(screen.getByRole('textbox', { name: 'Preferred name' }));
  await user.paste('Jo');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.posts('student/update_profile')).toHaveLength(1));
  expect(api.posts('student/update_profile')[0]?.body).toEqual({
    profile: { firstName: 'Jordan', lastName: 'Rivera-Lopez', preferredName: 'Jo' },
  });
  expect(await screen.findByRole('heading', { name: 'Jo Rivera-Lopez', level: 3 })).toBeInTheDocument();
  expect(useSessionStore.getState().student?.preferredName).toBe('Jo');
  expect(host.notify.success).toHaveBeenCalledWith('Your profile has been saved');
});
