import { callNotOffered, useSchool } from '@portal/shared';
import { Card, EmptyState, Heading, pageStateOf, SignedInPage } from '@portal/shared/ui-base';
import { groupMeetingsByWeek } from '../features/schedule/rules/meeting-weeks';
import { useMeetings } from '../features/schedule/api/meetings';
import { MeetingDetails } from '../features/schedule/components/meeting-details';
import { addDays, formatLongDate, todayIn } from '../lib/local-dates';
import { NotOffered } from '../lib/not-offered';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

/** How far ahead the schedule looks: six weeks. */
export const SCHEDULE_DAYS = 42;

const Schedule = () => {
  const { timezone } = useSchool();
  const today = todayIn(timezone);
  const meetings = useMeetings(today, addDays(today, SCHEDULE_DAYS - 1));
  if (!meetings.data && callNotOffered(meetings.error)) return <NotOffered what="schedule" />;
  const state = pageStateOf(meetings, 'Schedule');
  if (state || !meetings.data) return state;
  const weeks = groupMeetingsByWeek(meetings.data.meetings);
  return (
    <>
      <p className="enr-secondary">Times are in the school&apos;s timezone ({meetings.data.timezone}).</p>
      {weeks.length === 0 ? (
        <EmptyState>No class meetings in the next six weeks.</EmptyState>
      ) : (
        weeks.map((week) => (
          <Card key={week.weekStart} className="enr-week" aria-labelledby={`week-${week.weekStart}`}>
            <Heading level={3} id={`week-${week.weekStart}`}>
              {week.label}
            </Heading>
            {week.days.map((day) => (
              <div key={day.date} className="enr-day">
                <h4>{formatLongDate(day.date)}</h4>
                <ul className="enr-meeting" aria-label={formatLongDate(day.date)}>
                  {day.meetings.map((meeting) => (
                    <MeetingDetails key={meeting.uid} meeting={meeting} />
                  ))}
                </ul>
              </div>
            ))}
          </Card>
        ))
      )}
    </>
  );
};

/** `/schedule`: the student's upcoming class meetings, week by week, in the school's timezone. */
export const SchedulePage = () => (
  <SignedInPage name="schedule" title="Schedule">
    <Schedule />
  </SignedInPage>
);
