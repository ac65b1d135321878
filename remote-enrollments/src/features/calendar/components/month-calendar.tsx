import type { Meeting } from '../../../contract';
import { formatClockTime, formatLongDate, weekdayNames } from '../../../lib/local-dates';
import { monthGrid } from '../rules/month-grid';
import { MeetingDetails } from '../../schedule/components/meeting-details';
import { ColumnHeads } from '../../../lib/data-table';
import { useCalendarMessages } from '../messages/catalog';

const byDay = (meetings: readonly Meeting[]) => {
  const days = new Map<string, Meeting[]>();
  for (const meeting of meetings) days.set(meeting.date, [...(days.get(meeting.date) ?? []), meeting]);
  return days;
};

/**
 * A month of meetings: a grid of weeks on wider screens, the days with meetings as a list on phones
 * (the stylesheet shows one or the other).
 */
export const MonthCalendar = ({
  month,
  title,
  today,
  meetings,
}: {
  month: string;
  title: string;
  today: string;
  meetings: readonly Meeting[];
}) => {
  const m = useCalendarMessages();
  const days = byDay(meetings);
  const datesWithMeetings = [...days.keys()].filter((date) => date.startsWith(month)).sort();
  return (
    <>
      <table className="enr-calendar" aria-label={title}>
        <ColumnHeads columns={weekdayNames(m.locale)} />
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={
                    [day.inMonth ? '' : 'enr-out', day.date === today ? 'enr-today' : ''].join(' ').trim() ||
                    undefined
                  }
                  aria-label={formatLongDate(day.date, m.locale)}
                  aria-current={day.date === today ? 'date' : undefined}
                >
                  <span className="enr-cal-day" aria-hidden="true">
                    {Number(day.date.slice(8))}
                  </span>
                  {day.inMonth
                    ? (days.get(day.date) ?? []).map((meeting) => (
                        <span key={meeting.uid} className="enr-cal-event">
                          {formatClockTime(meeting.startTime, m.locale)} {meeting.title}
                        </span>
                      ))
                    : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="enr-cal-agenda">
        {datesWithMeetings.length === 0 ? (
          <p className="pt-empty">{m('calendar.empty')}</p>
        ) : (
          datesWithMeetings.map((date) => (
            <div key={date} className="enr-day">
              <h4>{formatLongDate(date, m.locale)}</h4>
              <ul className="enr-meeting" aria-label={formatLongDate(date, m.locale)}>
                {(days.get(date) ?? []).map((meeting) => (
                  <MeetingDetails key={meeting.uid} meeting={meeting} />
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </>
  );
};
