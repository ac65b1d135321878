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
import { useCommonMessages } from '../../../messages/catalog';
import { useAttendance, useTimeClock } from '../../enrollments/api/enrollments';
import { useEnrollmentViewMessages } from '../messages/catalog';

const Unavailable = () => {
  const m = useEnrollmentViewMessages();
  return <Notice type="warning" title={m('attendanceDetails.unavailable')} />;
};

const hoursText = (hours: number) => hours.toFixed(2);

/** The attendance table: entry, exit, type, hours and reason (spec 2.7, 3). */
export const AttendanceTable = ({ input, timezone }: { input: EnrollmentViewInput; timezone: string }) => {
  const m = useEnrollmentViewMessages();
  const common = useCommonMessages();
  const attendance = useAttendance(input);
  if (attendance.isError) return <Unavailable />;
  if (!attendance.data) return <SkeletonLines rows={4} label={m('attendanceDetails.loading')} />;
  const { items } = attendance.data;
  if (items.length === 0) return <EmptyState>{m('attendanceDetails.empty')}</EmptyState>;
  return (
    <DataTable
      caption={m('attendanceDetails.caption')}
      columns={[
        m('attendanceDetails.entry'),
        m('attendanceDetails.exit'),
        m('attendanceDetails.type'),
        common('common.hours'),
        m('attendanceDetails.reason'),
      ]}
    >
      <tbody>
        {items.map((item) => (
          <tr key={`${item.entryDate}-${item.type}`}>
            <td>{formatInstant(item.entryDate, timezone, m.locale)}</td>
            <td>{item.exitDate ? formatInstant(item.exitDate, timezone, m.locale) : '—'}</td>
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
  const m = useEnrollmentViewMessages();
  const common = useCommonMessages();
  const timeClock = useTimeClock(input);
  const months = useMemo(
    () => clockMonths(timeClock.data?.items ?? [], currentMonth),
    [timeClock.data, currentMonth],
  );
  const [month, setMonth] = useState(currentMonth);
  if (timeClock.isError) return <Unavailable />;
  if (!timeClock.data) return <SkeletonLines rows={4} label={m('timeClock.loading')} />;
  const items = timeClock.data.items.filter((item) => monthOf(item.date) === month);
  const selectId = `enr-month-${input.enrollmentId}`;
  return (
    <div className="enr-report">
      <div className="enr-field" style={{ maxWidth: 240 }}>
        <label htmlFor={selectId}>{m('timeClock.month')}</label>
        <select
          id={selectId}
          className="pt-input"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((value) => (
            <option key={value} value={value}>
              {formatMonth(value, m.locale)}
            </option>
          ))}
        </select>
      </div>
      {items.length === 0 ? (
        <EmptyState>{m('timeClock.empty', { month: formatMonth(month, m.locale) })}</EmptyState>
      ) : (
        <DataTable
          caption={m('timeClock.caption', { month: formatMonth(month, m.locale) })}
          columns={[
            m('timeClock.date'),
            common('timeClock.timeIn'),
            common('timeClock.timeOut'),
            m('timeClock.where'),
            common('common.hours'),
            m('common.notes'),
          ]}
        >
          <tbody>
            {items.map((item) => (
              <tr key={item.timeIn}>
                <td>{formatDate(item.date, m.locale)}</td>
                <td>{formatInstantTime(item.timeIn, timezone, m.locale)}</td>
                <td>
                  {item.timeOut
                    ? formatInstantTime(item.timeOut, timezone, m.locale)
                    : common('timeClock.clockedIn')}
                </td>
                <td>{item.environment}</td>
                <td>{formatClockTotal(item.seconds)}</td>
                <td>{item.notes || '—'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>{m('timeClock.totalHours')}</td>
              <td data-testid="time-clock-total">{formatClockTotal(totalClockSeconds(items))}</td>
              <td />
            </tr>
          </tfoot>
        </DataTable>
      )}
    </div>
  );
};
