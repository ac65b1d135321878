import { callNotOffered, formatDate } from '@portal/shared';
import { EmptyState, pageStateOf, SignedInPage } from '@portal/shared/ui-base';
import { useClockClasses } from '../features/time-clock/api/clock';
import { ClockCard } from '../features/time-clock/components/clock-card';
import { NotOffered } from '../lib/not-offered';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

const LogAttendance = () => {
  const classes = useClockClasses();
  if (!classes.data && callNotOffered(classes.error)) return <NotOffered what="attendance" />;
  const state = pageStateOf(classes, 'Attendance');
  if (state || !classes.data) return state;
  const { today, timezone } = classes.data;
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      <p className="enr-secondary">
        Today, {formatDate(today)}. Times are in the school&apos;s timezone ({timezone}).
      </p>
      {classes.data.classes.length === 0 ? (
        <EmptyState>None of your classes keeps a time clock.</EmptyState>
      ) : (
        classes.data.classes.map((clockClass) => (
          <ClockCard key={clockClass.enrollmentId} clockClass={clockClass} timezone={timezone} />
        ))
      )}
    </div>
  );
};

/** `/attendance` (Log Attendance): clock in and out of the student's time-clock classes today. */
export const AttendancePage = () => (
  <SignedInPage name="attendance" title="Log Attendance">
    <LogAttendance />
  </SignedInPage>
);
