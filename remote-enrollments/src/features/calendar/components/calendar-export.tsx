import { Button } from '@portal/shared/ui-base';
import { useState } from 'react';
import { MAX_MEETING_DAYS } from '../../../contract';
import { addDays } from '../../../lib/local-dates';
import { getMeetings } from '../../schedule/api/meetings';
import { useCalendarMessages } from '../messages/catalog';
import { buildIcs } from '../rules/ics';

export const CALENDAR_FILE_NAME = 'my-classes.ics';

const download = (text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CALENDAR_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Downloads the coming meetings (from today, as far as one call reaches) as an .ics file. */
export const CalendarExport = ({ today, schoolName }: { today: string; schoolName: string }) => {
  const m = useCalendarMessages();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const exportCalendar = async () => {
    setState({ busy: true, error: null });
    try {
      const reply = await getMeetings(today, addDays(today, MAX_MEETING_DAYS - 1));
      download(
        buildIcs({
          meetings: reply.meetings,
          timezone: reply.timezone,
          name: m('calendar.exportName', { school: schoolName }),
          now: new Date(),
          m,
        }),
      );
      setState({ busy: false, error: null });
    } catch (error) {
      setState({
        busy: false,
        error: error instanceof Error ? error.message : m('calendar.exportFailed'),
      });
    }
  };
  return (
    <span className="enr-actions">
      <Button onClick={() => void exportCalendar()} loading={state.busy}>
        {m('calendar.export')}
      </Button>
      {state.error ? (
        <span className="enr-error" role="alert">
          {state.error}
        </span>
      ) : null}
    </span>
  );
};
