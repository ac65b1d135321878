import type { Meeting } from '../../../contract';
import { formatClockTime } from '../../../lib/local-dates';
import { useCommonMessages } from '../../../messages/catalog';

/** One meeting: its time, class, place and instructor. */
export const MeetingDetails = ({ meeting }: { meeting: Meeting }) => {
  const m = useCommonMessages();
  return (
    <li>
      <div className="enr-meeting-time">
        {m('common.range', {
          start: formatClockTime(meeting.startTime, m.locale),
          end: formatClockTime(meeting.endTime, m.locale),
        })}
      </div>
      <div>
        <strong>{meeting.title}</strong> <span className="enr-secondary">({meeting.code})</span>
      </div>
      <div className="enr-meta enr-secondary">
        {meeting.locationName ? (
          <span>
            {meeting.locationName}
            {meeting.locationAddress ? `, ${meeting.locationAddress}` : ''}
          </span>
        ) : null}
        {meeting.instructorName ? (
          <span>{m('schedule.instructor', { name: meeting.instructorName })}</span>
        ) : null}
      </div>
    </li>
  );
};
