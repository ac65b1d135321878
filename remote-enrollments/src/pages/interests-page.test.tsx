import { aStudent, apiError, apiReplies, renderWithHost, expectSignInAsked } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITLIST_AND_INTERESTS } from '../testing/enrollments-fixtures';
import { InterestsPage } from './interests-page';

/** Shows the lists and presses one remove button: the confirmation it opens, asking `question`. */
const askedToRemove = async (button: string, title: string, question: string) => {
  const user = userEvent.setup({ delay: null });
  const { host } = renderWithHost(<InterestsPage />, { student: aStudent() });
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  return { user, host, dialog };
};

it('asks a visitor to sign in', () => {
  expectSignInAsked(<InterestsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Wait List & Interests' })).toBeInTheDocument();
});

it('lists the wait list and the interests, each linking to the venue in browse', async () => {
  apiReplies({ 'GET enrollments/waitlist_and_interests': () => WAITLIST_AND_INTERESTS });
  renderWithHost(<InterestsPage />, { student: aStudent() });
  const waitlist = await screen.findByRole('list', { name: 'Wait list' });
  expect(within(waitlist).getByRole('link', { name: 'Advanced Welding' })).toHaveAttribute(
    'href',
    '/category/2/course/5',
  );
  expect(within(waitlist).getByText('01/10/2027 – 04/01/2027')).toBeInTheDocument();
  const interests = screen.getByRole('list', { name: 'Interests' });
  expect(within(interests).getByRole('link', { name: 'Nursing Pathway' })).toHaveAttribute(
    'href',
    '/category/3/program/4',
  );
});

it('asks before leaving a wait list, leaves on Yes and reloads the list', async () => {
  let lists = 0;
  const calls = apiReplies({
    'GET enrollments/waitlist_and_interests': () => {
      lists += 1;
      return lists === 1 ? WAITLIST_AND_INTERESTS : { ...WAITLIST_AND_INTERESTS, waitlist: [] };
    },
    'POST waitlist/remove': () => ({ state: {} }),
  });
  const { user, host, dialog } = await askedToRemove(
    'Leave wait list: Advanced Welding',
    'Remove from Waitlist',
    'Do you want to remove the class/program from the wait list?',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('You are not on any wait list.')).toBeInTheDocument();
  expect(calls.calls.find((call) => call.path === 'waitlist/remove')!.body).toEqual({
    venueType: 'CLASS',
    venueId: 9,
  });
  expect(host.notify.success).toHaveBeenCalledWith('You left the wait list');
});

it('asks before removing an interest, and does nothing on Cancel', async () => {
  const calls = apiReplies({ 'GET enrollments/waitlist_and_interests': () => WAITLIST_AND_INTERESTS });
  const { user, dialog } = await askedToRemove(
    'Remove interest: Nursing Pathway',
    'Remove Interest',
    'Do you want to remove your interest from the class/program?',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Remove Interest' })).not.toBeInTheDocument(),
  );
  expect(calls.calls.map((call) => call.path)).toEqual(['enrollments/waitlist_and_interests']);
});

it("shows the server's refusal", async () => {
  apiReplies({
    'GET enrollments/waitlist_and_interests': () => WAITLIST_AND_INTERESTS,
    'POST interests/remove': () => apiError('Action no longer valid', { status: 409 }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<InterestsPage />, { student: aStudent() });
  await user.click(await screen.findByRole('button', { name: 'Remove interest: Nursing Pathway' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove Interest' })).getByRole('button', {
      name: 'Yes',
    }),
  );
  expect(await screen.findByText('Action no longer valid')).toBeInTheDocument();
});

it('says when both lists are empty', async () => {
  apiReplies({ 'GET enrollments/waitlist_and_interests': () => ({ waitlist: [], interests: [] }) });
  renderWithHost(<InterestsPage />, { student: aStudent() });
  expect(await screen.findByText('You are not on any wait list.')).toBeInTheDocument();
  expect(screen.getByText('You have not shown interest in any class or pathway.')).toBeInTheDocument();
});
