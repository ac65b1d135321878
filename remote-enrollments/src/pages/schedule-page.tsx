import { callNotOffered, useSchool } from '@portal/shared';
import { Card, EmptyState, Heading, SignedInPage } from '@portal/shared/ui-base';
import { groupMeetingsByWeek } from '../features/schedule/rules/meeting-weeks';
import { useMeetings } from '../features/schedule/api/meetings';
import { MeetingDetails } from '../features/schedule/components/meeting-details';
import { useScheduleMessages } from '../features/schedule/messages/catalog';
import { addDays, formatLongDate, todayIn } from '../lib/local-dates';
import { NotOffered } from '../lib/not-offered';
import { pageStateOf } from '@portal/shared/ui-base';
import { injectEnrollmentStyles } from '../lib/styles';
import { useCommonMessages } from '../messages/catalog';

injectEnrollmentStyles();

/** How far ahead the schedule looks: six weeks. */
export const SCHEDULE_DAYS = 42;

const Schedule = () => {
  const m = useScheduleMessages();
  const common = useCommonMessages();
  const { timezone } = useSchool();
  const today = todayIn(timezone);
  const meetings = useMeetings(today, addDays(today, SCHEDULE_DAYS - 1));
  if (!meetings.data && callNotOffered(meetings.error))
    return <NotOffered sentence={m('notOffered.schedule')} />;
  const state = pageStateOf(meetings, {
    notFound: m('pageState.scheduleNotFound'),
    loadError: m('pageState.scheduleLoadError'),
  });
  if (state || !meetings.data) return state;
  const weeks = groupMeetingsByWeek(meetings.data.meetings, m);
  return (
    <>
      <p className="enr-secondary">{common('common.timezone', { timezone: meetings.data.timezone })}</p>
      {weeks.length === 0 ? (
        <EmptyState>{m('schedule.empty')}</EmptyState>
      ) : (
        weeks.map((week) => (
          <Card key={week.weekStart} className="enr-week" aria-labelledby={`week-${week.weekStart}`}>
            <Heading level={3} id={`week-${week.weekStart}`}>
              {week.label}
            </Heading>
            {week.days.map((day) => (
              <div key={day.date} className="enr-day">
                <h4>{formatLongDate(day.date, m.locale)}</h4>
                <ul className="enr-meeting" aria-label={formatLongDate(day.date, m.locale)}>
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
export const SchedulePage = () => {
  const m = useScheduleMessages();
  return (
    <SignedInPage name="schedule" title={m('schedule.title')}>
      <Schedule />
    </SignedInPage>
  );
};
