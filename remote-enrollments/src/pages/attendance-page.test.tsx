import { aStudent, apiError, apiReplies, renderWithHost, expectSignInAsked } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clockClasses } from '../testing/enrollments-fixtures';
import { AttendancePage } from './attendance-page';
import { expectNotOffered, renderWithoutCall } from '../testing/not-offered';

it('asks a visitor to sign in', () => {
  expectSignInAsked(<AttendancePage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Log Attendance' })).toBeInTheDocument();
});

it('clocks in, and a refused clock-out reloads the card to what is true now', async () => {
  let lists = 0;
  const calls = apiReplies({
    // Reloaded after the refusal below: clocked out elsewhere in the meantime.
    'GET attendance/time_clock': () => {
      lists += 1;
      return clockClasses(null);
    },
    'POST attendance/clock_in': () => clockClasses('2026-11-24T14:05:00.000Z'),
    'POST attendance/clock_out': () => apiError('You are not clocked in', { status: 409 }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<AttendancePage />, { student: aStudent() });
  const card = await screen.findByRole('article', { name: 'Clinical Hours Lab' });
  expect(within(card).getByRole('status')).toHaveTextContent('Not clocked in');
  expect(
    screen.getByText("Today, 11/24/2026. Times are in the school's timezone (America/New_York)."),
  ).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Clock in to Clinical Hours Lab' }));
  expect(await within(card).findByText('Clocked in since 9:05 AM')).toBeInTheDocument();
  expect(calls.calls[1]).toMatchObject({ path: 'attendance/clock_in', body: { enrollmentId: 40 } });
  expect(within(card).getByRole('table')).toHaveTextContent('Clocked in');

  await user.click(within(card).getByRole('button', { name: 'Clock out of Clinical Hours Lab' }));
  expect(await within(card).findByText('You are not clocked in')).toBeInTheDocument();
  // The refusal reloads the list: the card says what is true now and offers Clock in again.
  expect(
    await within(card).findByRole('button', { name: 'Clock in to Clinical Hours Lab' }),
  ).toBeInTheDocument();
  expect(within(card).getByRole('status')).toHaveTextContent('Not clocked in');
  expect(lists).toBe(2);
});

it('says when no class keeps a time clock', async () => {
  apiReplies({ 'GET attendance/time_clock': () => ({ ...clockClasses(null), classes: [] }) });
  renderWithHost(<AttendancePage />, { student: aStudent() });
  expect(await screen.findByText('None of your classes keeps a time clock.')).toBeInTheDocument();
});

describe("a school's system without the attendance-logging calls (extensions)", () => {
  it.each([404, 405])(
    'says it does not offer attendance logging when the list answers %i',
    async (status) => {
      renderWithoutCall('GET attendance/time_clock', status, <AttendancePage />);
      await expectNotOffered({
        sentence: "Your school's system does not offer attendance logging here.",
        notFound: 'Attendance not found',
        heading: 'Log Attendance',
      });
    },
  );

  it('says so on the card when the clock-in call answers 404', async () => {
    apiReplies({
      'GET attendance/time_clock': () => clockClasses(null),
      'POST attendance/clock_in': () => apiError('Not found', { status: 404 }),
    });
    renderWithHost(<AttendancePage />, { student: aStudent() });
    const card = await screen.findByRole('article', { name: 'Clinical Hours Lab' });
    await userEvent
      .setup({ delay: null })
      .click(within(card).getByRole('button', { name: 'Clock in to Clinical Hours Lab' }));
    expect(
      await within(card).findByText("Your school's system does not offer attendance logging here."),
    ).toBeInTheDocument();
  });
});
