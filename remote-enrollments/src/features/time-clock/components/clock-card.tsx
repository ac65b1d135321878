import { callNotOffered } from '@portal/shared';
import { Button, Card, Heading, Notice } from '@portal/shared/ui-base';
import { DataTable } from '../../../lib/data-table';
import { formatClockTotal, totalClockSeconds, type ClockClass } from '../../../contract';
import { formatInstantTime } from '../../../lib/local-dates';
import { NOT_OFFERED } from '../../../lib/not-offered';
import { useClock } from '../api/clock';

/** One time-clock class: clocked in or not, the button that changes it, and today's entries. */
export const ClockCard = ({ clockClass, timezone }: { clockClass: ClockClass; timezone: string }) => {
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
      <p className="enr-secondary">Class ID {clockClass.code}</p>
      <p role="status">
        {clockClass.clockedInAt
          ? `Clocked in since ${formatInstantTime(clockClass.clockedInAt, timezone)}`
          : 'Not clocked in'}
      </p>
      <Button
        variant="primary"
        loading={clock.isPending}
        onClick={pressed}
        aria-label={`${clockedIn ? 'Clock out of' : 'Clock in to'} ${clockClass.title}`}
      >
        {clockedIn ? 'Clock out' : 'Clock in'}
      </Button>
      {clock.isError ? (
        <Notice
          type="error"
          title={callNotOffered(clock.error) ? NOT_OFFERED.attendance : clock.error.message}
        />
      ) : null}
      {clockClass.today.length > 0 ? (
        <DataTable
          caption={`Today's entries, ${clockClass.title}`}
          columns={['Time in', 'Time out', 'Hours']}
          style={{ marginTop: 12 }}
        >
          <tbody>
            {clockClass.today.map((entry) => (
              <tr key={entry.timeIn}>
                <td>{formatInstantTime(entry.timeIn, timezone)}</td>
                <td>{entry.timeOut ? formatInstantTime(entry.timeOut, timezone) : 'Clocked in'}</td>
                <td>{formatClockTotal(entry.seconds)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Today</td>
              <td>{formatClockTotal(totalClockSeconds(clockClass.today))}</td>
            </tr>
          </tfoot>
        </DataTable>
      ) : null}
    </Card>
  );
};
