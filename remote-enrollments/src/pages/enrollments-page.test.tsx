import { aStudent, apiError, apiReplies, renderWithHost, expectSignInAsked } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASS_ENROLLMENT, PATH_ENROLLMENT } from '../testing/enrollments-fixtures';
import { EnrollmentsPage } from './enrollments-page';

it('asks a visitor to sign in', () => {
  expectSignInAsked(<EnrollmentsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Enrollments' })).toBeInTheDocument();
});

it('lists classes and pathways with code, dates, status and progress, each opening its view', async () => {
  apiReplies({ 'GET enrollments': () => ({ enrollments: [CLASS_ENROLLMENT, PATH_ENROLLMENT] }) });
  const openSlideOut = jest.fn();
  renderWithHost(<EnrollmentsPage />, { student: aStudent(), host: { openSlideOut } });
  const list = await screen.findByRole('list', { name: 'Enrollments' });
  const [welding, pathway] = within(list).getAllByRole('button');
  expect(welding).toHaveTextContent('Welding Fundamentals');
  expect(welding).toHaveTextContent('Class ID WLD-101');
  expect(welding).toHaveTextContent('09/01/2026 – 12/18/2026');
  expect(welding).toHaveTextContent('Enrolled');
  expect(welding).toHaveTextContent('62% complete');
  expect(pathway).toHaveTextContent('Pathway PATH-HC');
  expect(pathway).toHaveTextContent('Completed');
  // Progress hidden by the school: no percentage.
  expect(pathway).not.toHaveTextContent('complete');
  await userEvent.setup({ delay: null }).click(pathway!);
  expect(openSlideOut).toHaveBeenCalledWith('enrollmentView', {
    venueType: 'PATH',
    venueId: 3,
    enrollmentId: 32,
  });
});

it('prepares the transcript of the classes to open', async () => {
  const calls = apiReplies({
    'GET enrollments': () => ({ enrollments: [CLASS_ENROLLMENT] }),
    'POST enrollments/classes_transcript_link': () => ({ url: '/api/files/classes' }),
  });
  renderWithHost(<EnrollmentsPage />, { student: aStudent() });
  await userEvent
    .setup({ delay: null })
    .click(await screen.findByRole('button', { name: 'Transcript of completed classes' }));
  expect(
    await screen.findByRole('link', { name: 'Open the transcript of completed classes' }),
  ).toHaveAttribute('href', '/api/files/classes');
  expect(calls.calls[1]!.body).toEqual({ type: 'completed' });
});

it('says when there is nothing yet, and offers no transcript', async () => {
  apiReplies({ 'GET enrollments': () => ({ enrollments: [] }) });
  renderWithHost(<EnrollmentsPage />, { student: aStudent() });
  expect(await screen.findByText('You are not enrolled in any class or pathway yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Transcript/ })).not.toBeInTheDocument();
});

it('shows a load failure with Retry', async () => {
  apiReplies({ 'GET enrollments': () => apiError('Server error!', { status: 500 }) });
  renderWithHost(<EnrollmentsPage />, { student: aStudent() });
  expect(await screen.findByText('Server error!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
