import { formatDate } from '@portal/shared';
import { DataTable } from '../../../lib/data-table';
import { EmptyState, Notice, SkeletonLines } from '@portal/shared/ui-base';
import { useMemo, useState } from 'react';
import {
  formatClockTotal,
  totalClockSeconds,
  type EnrollmentViewInput,
  type TimeClockItem,
} from '../../../contract';
import { formatInstant, formatInstantTime, formatMonth, monthOf } from '../../../lib/local-dates';
import { useAttendance, useTimeClock } from '../../enrollments/api/enrollments';

export const ATTENDANCE_UNAVAILABLE = 'Attendance Details are currently unavailable';

const Unavailable = () => <Notice type="warning" title={ATTENDANCE_UNAVAILABLE} />;

const hoursText = (hours: number) => hours.toFixed(2);

/** The attendance table: entry, exit, type, hours and reason (spec 2.7, 3). */
export const AttendanceTable = ({ input, timezone }: { input: EnrollmentViewInput; timezone: string }) => {
  const attendance = useAttendance(input);
  if (attendance.isError) return <Unavailable />;
  if (!attendance.data) return <SkeletonLines rows={4} label="Loading attendance" />;
  const { items } = attendance.data;
  if (items.length === 0) return <EmptyState>No attendance recorded yet.</EmptyState>;
  return (
    <DataTable caption="Attendance" columns={['Entry', 'Exit', 'Type', 'Hours', 'Reason']}>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.entryDate}-${item.type}`}>
            <td>{formatInstant(item.entryDate, timezone)}</td>
            <td>{item.exitDate ? formatInstant(item.exitDate, timezone) : '—'}</td>
            <td>{item.type}</td>
            <td>{hoursText(item.hours)}</td>
            <td>{item.reason || '—'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
};

/** The months the entries fall in, the latest first, with the school's current month always offered. */
export const clockMonths = (items: readonly TimeClockItem[], currentMonth: string): string[] =>
  [...new Set([currentMonth, ...items.map((item) => monthOf(item.date))])].sort().reverse();

/** The time clock of one month, its total as hours:minutes (spec 2.7, 9). */
export const TimeClockTable = ({
  input,
  timezone,
  currentMonth,
}: {
  input: EnrollmentViewInput;
  timezone: string;
  currentMonth: string;
}) => {
  const timeClock = useTimeClock(input);
  const months = useMemo(
    () => clockMonths(timeClock.data?.items ?? [], currentMonth),
    [timeClock.data, currentMonth],
  );
  const [month, setMonth] = useState(currentMonth);
  if (timeClock.isError) return <Unavailable />;
  if (!timeClock.data) return <SkeletonLines rows={4} label="Loading the time clock" />;
  const items = timeClock.data.items.filter((item) => monthOf(item.date) === month);
  const selectId = `enr-month-${input.enrollmentId}`;
  return (
    <div className="enr-report">
      <div className="enr-field" style={{ maxWidth: 240 }}>
        <label htmlFor={selectId}>Month</label>
        <select
          id={selectId}
          className="pt-input"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((value) => (
            <option key={value} value={value}>
              {formatMonth(value)}
            </option>
          ))}
        </select>
      </div>
      {items.length === 0 ? (
        <EmptyState>No time clock entries in {formatMonth(month)}.</EmptyState>
      ) : (
        <DataTable
          caption={`Time clock, ${formatMonth(month)}`}
          columns={['Date', 'Time in', 'Time out', 'Where', 'Hours', 'Notes']}
        >
          <tbody>
            {items.map((item) => (
              <tr key={item.timeIn}>
                <td>{formatDate(item.date)}</td>
                <td>{formatInstantTime(item.timeIn, timezone)}</td>
                <td>{item.timeOut ? formatInstantTime(item.timeOut, timezone) : 'Clocked in'}</td>
                <td>{item.environment}</td>
                <td>{formatClockTotal(item.seconds)}</td>
                <td>{item.notes || '—'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>Total hours</td>
              <td data-testid="time-clock-total">{formatClockTotal(totalClockSeconds(items))}</td>
              <td />
            </tr>
          </tfoot>
        </DataTable>
      )}
    </div>
  );
};
