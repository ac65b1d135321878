import { callNotOffered, useSchool } from '@portal/shared';
import { Button, Card, pageStateOf, SignedInPage } from '@portal/shared/ui-base';
import { useState } from 'react';
import { CalendarExport } from '../features/calendar/components/calendar-export';
import { MonthCalendar } from '../features/calendar/components/month-calendar';
import { useMeetings } from '../features/schedule/api/meetings';
import { formatMonth, monthBounds, monthOf, shiftMonth, todayIn } from '../lib/local-dates';
import { NotOffered } from '../lib/not-offered';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

const Calendar = () => {
  const school = useSchool();
  const today = todayIn(school.timezone);
  const [month, setMonth] = useState(monthOf(today));
  const { first, last } = monthBounds(month);
  const meetings = useMeetings(first, last);
  const title = formatMonth(month);
  // Without the meetings call there is no month to move through and nothing to export.
  if (!meetings.data && callNotOffered(meetings.error)) return <NotOffered what="calendar" />;
  const state = pageStateOf(meetings, 'Calendar');
  return (
    <Card>
      <div className="enr-toolbar">
        <div className="enr-actions">
          <Button onClick={() => setMonth(shiftMonth(month, -1))} aria-label="Previous month">
            ‹ Previous
          </Button>
          <Button onClick={() => setMonth(monthOf(today))} disabled={month === monthOf(today)}>
            This month
          </Button>
          <Button onClick={() => setMonth(shiftMonth(month, 1))} aria-label="Next month">
            Next ›
          </Button>
        </div>
        <h3 aria-live="polite">{title}</h3>
        <CalendarExport today={today} schoolName={school.name} />
      </div>
      <p className="enr-secondary">Times are in the school&apos;s timezone ({school.timezone}).</p>
      {state ?? (
        <MonthCalendar month={month} title={title} today={today} meetings={meetings.data?.meetings ?? []} />
      )}
    </Card>
  );
};

/** `/calendar`: the student's class meetings on a month calendar, and the calendar export. */
export const CalendarPage = () => (
  <SignedInPage name="calendar" title="Calendar">
    <Calendar />
  </SignedInPage>
);
