import type { Meeting } from '../../../contract';
import { formatClockTime } from '../../../lib/local-dates';

/** One meeting: its time, class, place and instructor. */
export const MeetingDetails = ({ meeting }: { meeting: Meeting }) => (
  <li>
    <div className="enr-meeting-time">
      {formatClockTime(meeting.startTime)} – {formatClockTime(meeting.endTime)}
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
      {meeting.instructorName ? <span>Instructor: {meeting.instructorName}</span> : null}
    </div>
  </li>
);
