import {
  aSchool,
  aStudent,
  apiError,
  apiReplies,
  renderWithHost,
  expectSignInAsked,
} from '@portal/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { addDays, todayIn } from '../lib/local-dates';
import { aMeeting } from '../testing/enrollments-fixtures';
import { SchedulePage } from './schedule-page';
import { expectNotOffered, renderWithoutCall } from '../testing/not-offered';

it('asks a visitor to sign in', () => {
  expectSignInAsked(<SchedulePage />);
});

it("asks for the next six weeks of the school's days and shows them week by week", async () => {
  const school = aSchool({ timezone: 'Pacific/Auckland' });
  const today = todayIn('Pacific/Auckland');
  let asked: Record<string, string> = {};
  apiReplies({
    'GET enrollments/meetings': (_body, { query }) => ({
      ...((asked = Object.fromEntries(query)), {}),
      timezone: 'Pacific/Auckland',
      today,
      meetings: [
        aMeeting({
          uid: 'a',
          date: '2026-12-02',
          startTime: '13:00',
          endTime: '15:00',
          title: 'Welding Lab',
        }),
        aMeeting({ uid: 'b', date: '2026-11-30' }),
        aMeeting({
          uid: 'c',
          date: '2026-12-08',
          locationName: null,
          locationAddress: null,
          instructorName: null,
        }),
      ],
    }),
  });
  renderWithHost(<SchedulePage />, { student: aStudent(), school });
  const first = await screen.findByRole('article', { name: 'Week of Nov 30 – Dec 6' });
  expect(asked).toEqual({ from: today, to: addDays(today, 41) });
  expect(screen.getByText("Times are in the school's timezone (Pacific/Auckland).")).toBeInTheDocument();
  const monday = within(first).getByRole('list', { name: 'Monday, November 30, 2026' });
  expect(within(monday).getByText('9:00 AM – 11:30 AM')).toBeInTheDocument();
  expect(within(monday).getByText('Main Campus, 100 College Ave')).toBeInTheDocument();
  expect(within(monday).getByText('Instructor: Dana Reyes')).toBeInTheDocument();
  expect(within(first).getByRole('list', { name: 'Wednesday, December 2, 2026' })).toHaveTextContent(
    '1:00 PM – 3:00 PMWelding Lab',
  );
  const second = screen.getByRole('article', { name: 'Week of Dec 7 – Dec 13' });
  expect(within(second).queryByText(/Instructor/)).not.toBeInTheDocument();
});

it('says when nothing is coming', async () => {
  apiReplies({
    'GET enrollments/meetings': () => ({ timezone: 'America/New_York', today: '2026-11-24', meetings: [] }),
  });
  renderWithHost(<SchedulePage />, { student: aStudent() });
  expect(await screen.findByText('No class meetings in the next six weeks.')).toBeInTheDocument();
});

it('shows a load failure with Retry', async () => {
  apiReplies({ 'GET enrollments/meetings': () => apiError('Server error!', { status: 500 }) });
  renderWithHost(<SchedulePage />, { student: aStudent() });
  expect(await screen.findByText('Server error!')).toBeInTheDocument();
});

describe("a school's system without the meetings call (an extension)", () => {
  it.each([404, 405])('says it does not offer the schedule when the call answers %i', async (status) => {
    renderWithoutCall('GET enrollments/meetings', status, <SchedulePage />);
    await expectNotOffered({
      sentence: "Your school's system does not offer the schedule here.",
      notFound: 'Schedule not found',
      heading: 'Schedule',
    });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('asks once, where the portal retries other failures', async () => {
    const calls = apiReplies({ 'GET enrollments/meetings': () => apiError('Not found', { status: 404 }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
    renderWithHost(<SchedulePage />, { student: aStudent(), queryClient });
    await screen.findByText("Your school's system does not offer the schedule here.");
    expect(calls.gets('enrollments/meetings')).toHaveLength(1);
  });
});
