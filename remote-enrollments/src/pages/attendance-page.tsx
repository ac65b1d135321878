import { callNotOffered, formatDate } from '@portal/shared';
import { EmptyState, SignedInPage } from '@portal/shared/ui-base';
import { useClockClasses } from '../features/time-clock/api/clock';
import { ClockCard } from '../features/time-clock/components/clock-card';
import { NotOffered } from '../lib/not-offered';
import { pageStateOf } from '@portal/shared/ui-base';
import { injectEnrollmentStyles } from '../lib/styles';
import { useTimeClockMessages } from '../features/time-clock/messages/catalog';

injectEnrollmentStyles();

const LogAttendance = () => {
  const m = useTimeClockMessages();
  const classes = useClockClasses();
  if (!classes.data && callNotOffered(classes.error))
    return <NotOffered sentence={m('notOffered.attendance')} />;
  const state = pageStateOf(classes, {
    notFound: m('pageState.attendanceNotFound'),
    loadError: m('pageState.attendanceLoadError'),
  });
  if (state || !classes.data) return state;
  const { today, timezone } = classes.data;
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      <p className="enr-secondary">
        {m('attendance.today', { date: formatDate(today, m.locale), timezone })}
      </p>
      {classes.data.classes.length === 0 ? (
        <EmptyState>{m('attendance.noTimeClock')}</EmptyState>
      ) : (
        classes.data.classes.map((clockClass) => (
          <ClockCard key={clockClass.enrollmentId} clockClass={clockClass} timezone={timezone} />
        ))
      )}
    </div>
  );
};

/** `/attendance` (Log Attendance): clock in and out of the student's time-clock classes today. */
export const AttendancePage = () => {
  const m = useTimeClockMessages();
  return (
    <SignedInPage name="attendance" title={m('attendance.title')}>
      <LogAttendance />
    </SignedInPage>
  );
};
