import { callNotOffered } from '@portal/shared';
import { Button, Card, Heading, Notice } from '@portal/shared/ui-base';
import { DataTable } from '../../../lib/data-table';
import { formatClockTotal, totalClockSeconds, type ClockClass } from '../../../contract';
import { formatInstantTime } from '../../../lib/local-dates';
import { useCommonMessages } from '../../../messages/catalog';
import { useClock } from '../api/clock';
import { useTimeClockMessages } from '../messages/catalog';

/** One time-clock class: clocked in or not, the button that changes it, and today's entries. */
export const ClockCard = ({ clockClass, timezone }: { clockClass: ClockClass; timezone: string }) => {
  const m = useTimeClockMessages();
  const common = useCommonMessages();
  const clock = useClock();
  const clockedIn = clockClass.clockedInAt !== null;
  const headingId = `clock-${clockClass.enrollmentId}`;
  const pressed = () =>
    clock.mutate({ direction: clockedIn ? 'out' : 'in', enrollmentId: clockClass.enrollmentId });
  return (
    <Card aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {clockClass.title}
      </Heading>
      <p className="enr-secondary">{common('common.classCode', { code: clockClass.code })}</p>
      <p role="status">
        {clockClass.clockedInAt
          ? m('clock.clockedInSince', { time: formatInstantTime(clockClass.clockedInAt, timezone, m.locale) })
          : m('clock.notClockedIn')}
      </p>
      <Button
        variant="primary"
        loading={clock.isPending}
        onClick={pressed}
        aria-label={
          clockedIn
            ? m('clock.clockOutOf', { title: clockClass.title })
            : m('clock.clockInTo', { title: clockClass.title })
        }
      >
        {clockedIn ? m('clock.clockOut') : m('clock.clockIn')}
      </Button>
      {clock.isError ? (
        <Notice
          type="error"
          title={callNotOffered(clock.error) ? m('notOffered.attendance') : clock.error.message}
        />
      ) : null}
      {clockClass.today.length > 0 ? (
        <DataTable
          caption={m('clock.todayEntries', { title: clockClass.title })}
          columns={[common('timeClock.timeIn'), common('timeClock.timeOut'), common('common.hours')]}
          style={{ marginTop: 12 }}
        >
          <tbody>
            {clockClass.today.map((entry) => (
              <tr key={entry.timeIn}>
                <td>{formatInstantTime(entry.timeIn, timezone, m.locale)}</td>
                <td>
                  {entry.timeOut
                    ? formatInstantTime(entry.timeOut, timezone, m.locale)
                    : common('timeClock.clockedIn')}
                </td>
                <td>{formatClockTotal(entry.seconds)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{m('clock.today')}</td>
              <td>{formatClockTotal(totalClockSeconds(clockClass.today))}</td>
            </tr>
          </tfoot>
        </DataTable>
      ) : null}
    </Card>
  );
};
