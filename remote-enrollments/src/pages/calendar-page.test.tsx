import { aSchool, aStudent, apiReplies, renderWithHost, expectSignInAsked } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { addDays, formatMonth, monthBounds, monthOf, shiftMonth, todayIn } from '../lib/local-dates';
import { aMeeting } from '../testing/enrollments-fixtures';
import { CalendarPage } from './calendar-page';
import { expectNotOffered, renderWithoutCall } from '../testing/not-offered';

const school = aSchool({ timezone: 'America/Chicago' });
const today = todayIn('America/Chicago');
const thisMonth = monthOf(today);
const nextMonth = shiftMonth(thisMonth, 1);

it('asks a visitor to sign in', () => {
  expectSignInAsked(<CalendarPage />);
});

it("shows the month's meetings on their days and moves between months", async () => {
  const asked: string[] = [];
  apiReplies({
    'GET enrollments/meetings': (_body, { query }) => {
      asked.push(`${query.get('from')}..${query.get('to')}`);
      const from = query.get('from')!;
      return {
        timezone: 'America/Chicago',
        today,
        meetings: [
          aMeeting({ uid: `m-${from}`, date: addDays(from, 9), title: `Meets in ${from.slice(0, 7)}` }),
        ],
      };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderWithHost(<CalendarPage />, { student: aStudent(), school });
  const grid = await screen.findByRole('table', { name: formatMonth(thisMonth) });
  const { first, last } = monthBounds(thisMonth);
  expect(asked).toEqual([`${first}..${last}`]);
  const day = addDays(first, 9);
  const cell = within(grid)
    .getAllByRole('cell')
    .find(
      (candidate) =>
        candidate.getAttribute('aria-label')?.includes(String(Number(day.slice(8)))) &&
        candidate.textContent?.includes('Meets'),
    );
  expect(cell).toHaveTextContent(`9:00 AM Meets in ${thisMonth}`);
  expect(screen.getByRole('button', { name: 'This month' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByRole('table', { name: formatMonth(nextMonth) })).toHaveTextContent(
    `Meets in ${nextMonth}`,
  );
  await user.click(screen.getByRole('button', { name: 'This month' }));
  expect(await screen.findByRole('table', { name: formatMonth(thisMonth) })).toBeInTheDocument();
});

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

it('exports the coming meetings as an .ics file in the school timezone', async () => {
  let exported: Blob | null = null;
  const createObjectURL = jest.fn((blob: Blob) => {
    exported = blob;
    return 'blob:calendar';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  let asked = '';
  apiReplies({
    'GET enrollments/meetings': (_body, { query }) => {
      asked = `${query.get('from')}..${query.get('to')}`;
      return {
        timezone: 'America/Chicago',
        today,
        meetings: [aMeeting({ title: 'Welding; Part 1, Intro' })],
      };
    },
  });
  renderWithHost(<CalendarPage />, { student: aStudent(), school });
  await screen.findByRole('table');
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Export calendar (.ics)' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(asked).toBe(`${today}..${addDays(today, 91)}`);
  const anchor = click.mock.contexts[0] as HTMLAnchorElement;
  expect(anchor.download).toBe('my-classes.ics');
  expect(exported!.type).toBe('text/calendar;charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await readBlob(exported!)));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe('Welding; Part 1, Intro');
  expect(event.uid).toBe('class-7-20261130@portal.example');
  expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Chicago');
  click.mockRestore();
});

it.each([404, 405])(
  "says the school's system does not offer the calendar when the meetings call answers %i",
  async (status) => {
    renderWithoutCall('GET enrollments/meetings', status, <CalendarPage />, { school });
    await expectNotOffered({
      sentence: "Your school's system does not offer the calendar here.",
      notFound: 'Calendar not found',
      heading: 'Calendar',
    });
    // Nothing to move through or export without it.
    expect(screen.queryByRole('button', { name: 'Export calendar (.ics)' })).not.toBeInTheDocument();
  },
);
