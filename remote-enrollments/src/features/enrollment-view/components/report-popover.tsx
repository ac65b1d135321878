import { callEndpoint } from '@portal/shared';
import { Refusal } from '@portal/shared/i18n';
import { Button, Popover } from '@portal/shared/ui-base';
import { useId, useState, type FormEvent } from 'react';
import { enrollmentsEndpoints, reportDatesError } from '../../../contract';
import { useEnrollmentViewMessages, type EnrollmentViewMessageId } from '../messages/catalog';
import { ReportLinkStatus, useReportLink } from './report-link';

type Kind = 'attendance' | 'infractions';

const TITLES = {
  attendance: 'report.attendanceTitle',
  infractions: 'report.infractionsTitle',
} as const satisfies Record<Kind, EnrollmentViewMessageId>;

/** One end of the report's range: a required native date input with its label. */
const DateField = ({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (date: string) => void;
}) => (
  <div className="enr-field">
    <label htmlFor={id}>{label}</label>
    <input
      id={id}
      type="date"
      value={value}
      required
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);

/**
 * The Attendance Report and Infractions report popovers (spec 2.7): start and end date, and the summary
 * flag or the daily/summary choice. An end before the start is refused here (spec 5.6), and again by
 * the API.
 */
export const ReportPopover = ({
  kind,
  enrollmentId,
  defaultStart,
  defaultEnd,
}: {
  kind: Kind;
  enrollmentId: number;
  defaultStart: string;
  defaultEnd: string;
}) => {
  const m = useEnrollmentViewMessages();
  const [open, setOpen] = useState(false);
  const [startDate, setStartDate] = useState(defaultStart);
  const [endDate, setEndDate] = useState(defaultEnd);
  const [summary, setSummary] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { link, prepare, reset } = useReportLink();
  const id = useId();
  const title = m(TITLES[kind]);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    const refused = reportDatesError(startDate, endDate);
    setError(refused);
    if (refused) {
      reset();
      return;
    }
    void prepare(() =>
      kind === 'attendance'
        ? callEndpoint(enrollmentsEndpoints.getAttendanceReportLink, {
            body: { enrollmentId, startDate, endDate, summary },
          })
        : callEndpoint(enrollmentsEndpoints.getInfractionReportLink, {
            body: { enrollmentId, startDate, endDate, type: summary ? 'summary' : 'daily' },
          }),
    );
  };

  const edited = () => {
    setError(null);
    reset();
  };
  /** A date's change handler: the new date, and the last answer (message or link) dropped. */
  const editing = (set: (date: string) => void) => (date: string) => {
    set(date);
    edited();
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A closed popover forgets its link: opened again, it asks for a new one.
        if (!next) reset();
      }}
      title={title}
      trigger={(props) => (
        <button type="button" className="pt-btn" {...props}>
          {title}
        </button>
      )}
    >
      <form className="enr-report" onSubmit={generate} noValidate aria-label={title}>
        <DateField
          id={`${id}-start`}
          label={m('report.startDate')}
          value={startDate}
          invalid={error !== null && !startDate}
          onChange={editing(setStartDate)}
        />
        <DateField
          id={`${id}-end`}
          label={m('report.endDate')}
          value={endDate}
          invalid={error !== null}
          describedBy={error ? `${id}-error` : undefined}
          onChange={editing(setEndDate)}
        />
        {kind === 'attendance' ? (
          <label>
            <input
              type="checkbox"
              checked={summary}
              onChange={(event) => {
                setSummary(event.target.checked);
                edited();
              }}
            />{' '}
            {m('report.summaryOnly')}
          </label>
        ) : (
          <fieldset className="enr-field" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>{m('report.type')}</legend>
            {(['daily', 'summary'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={choice}
                  checked={summary === (choice === 'summary')}
                  onChange={() => {
                    setSummary(choice === 'summary');
                    edited();
                  }}
                />{' '}
                {choice === 'daily' ? m('report.daily') : m('report.summary')}
              </label>
            ))}
          </fieldset>
        )}
        {error ? (
          <p className="enr-error" id={`${id}-error`} role="alert">
            <Refusal text={error} />
          </p>
        ) : null}
        <div className="enr-actions">
          <Button type="submit" variant="primary" loading={link.status === 'preparing'}>
            {m('report.generate')}
          </Button>
          <ReportLinkStatus
            link={link}
            texts={{ preparing: m('reportLink.preparingReport'), open: m('reportLink.openReport') }}
          />
        </div>
      </form>
    </Popover>
  );
};
