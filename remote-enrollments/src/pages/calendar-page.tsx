import { callNotOffered, useSchool } from '@portal/shared';
import { Button, Card, SignedInPage } from '@portal/shared/ui-base';
import { useState } from 'react';
import { CalendarExport } from '../features/calendar/components/calendar-export';
import { MonthCalendar } from '../features/calendar/components/month-calendar';
import { useCalendarMessages } from '../features/calendar/messages/catalog';
import { useMeetings } from '../features/schedule/api/meetings';
import { formatMonth, monthBounds, monthOf, shiftMonth, todayIn } from '../lib/local-dates';
import { NotOffered } from '../lib/not-offered';
import { pageStateOf } from '@portal/shared/ui-base';
import { injectEnrollmentStyles } from '../lib/styles';
import { useCommonMessages } from '../messages/catalog';

injectEnrollmentStyles();

const Calendar = () => {
  const m = useCalendarMessages();
  const common = useCommonMessages();
  const school = useSchool();
  const today = todayIn(school.timezone);
  const [month, setMonth] = useState(monthOf(today));
  const { first, last } = monthBounds(month);
  const meetings = useMeetings(first, last);
  const title = formatMonth(month, m.locale);
  // Without the meetings call there is no month to move through and nothing to export.
  if (!meetings.data && callNotOffered(meetings.error))
    return <NotOffered sentence={m('notOffered.calendar')} />;
  const state = pageStateOf(meetings, {
    notFound: m('pageState.calendarNotFound'),
    loadError: m('pageState.calendarLoadError'),
  });
  return (
    <Card>
      <div className="enr-toolbar">
        <div className="enr-actions">
          <Button onClick={() => setMonth(shiftMonth(month, -1))} aria-label={m('calendar.previousMonth')}>
            {m('calendar.previous')}
          </Button>
          <Button onClick={() => setMonth(monthOf(today))} disabled={month === monthOf(today)}>
            {m('calendar.thisMonth')}
          </Button>
          <Button onClick={() => setMonth(shiftMonth(month, 1))} aria-label={m('calendar.nextMonth')}>
            {m('calendar.next')}
          </Button>
        </div>
        <h3 aria-live="polite">{title}</h3>
        <CalendarExport today={today} schoolName={school.name} />
      </div>
      <p className="enr-secondary">{common('common.timezone', { timezone: school.timezone })}</p>
      {state ?? (
        <MonthCalendar month={month} title={title} today={today} meetings={meetings.data?.meetings ?? []} />
      )}
    </Card>
  );
};

/** `/calendar`: the student's class meetings on a month calendar, and the calendar export. */
export const CalendarPage = () => {
  const m = useCalendarMessages();
  return (
    <SignedInPage name="calendar" title={m('calendar.title')}>
      <Calendar />
    </SignedInPage>
  );
};
