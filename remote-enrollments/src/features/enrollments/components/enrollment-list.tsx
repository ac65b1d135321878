import { formatDate, useHostServices } from '@portal/shared';
import { EmptyState } from '@portal/shared/ui-base';
import type { EnrollmentSummary } from '../../../contract';
import { useCommonMessages } from '../../../messages/catalog';
import { useEnrollmentsMessages } from '../messages/catalog';

const STATUS_LABELS = {
  enrolled: 'enrollments.status.enrolled',
  completed: 'enrollments.status.completed',
  registered: 'enrollments.status.registered',
} as const;

/** The student's classes and pathways, each opening its enrollment view (spec 2.7). */
export const EnrollmentList = ({ enrollments }: { enrollments: readonly EnrollmentSummary[] }) => {
  const m = useEnrollmentsMessages();
  const common = useCommonMessages();
  const { openSlideOut } = useHostServices();
  if (enrollments.length === 0) return <EmptyState>{m('enrollments.empty')}</EmptyState>;
  return (
    <ul className="enr-list" aria-label={m('enrollments.list')}>
      {enrollments.map((enrollment) => (
        <li key={enrollment.enrollmentId}>
          <button
            type="button"
            className="enr-row"
            onClick={() =>
              openSlideOut('enrollmentView', {
                venueType: enrollment.venueType,
                venueId: enrollment.venueId,
                enrollmentId: enrollment.enrollmentId,
              })
            }
          >
            <span className="enr-row-title">{enrollment.title}</span>
            <span className={`enr-status enr-status-${enrollment.status}`}>
              {m(STATUS_LABELS[enrollment.status])}
            </span>
            <span className="enr-meta enr-secondary">
              <span>
                {enrollment.venueType === 'PATH'
                  ? common('common.pathwayCode', { code: enrollment.code })
                  : common('common.classCode', { code: enrollment.code })}
              </span>
              {enrollment.startDate && enrollment.endDate ? (
                <span>
                  {common('common.range', {
                    start: formatDate(enrollment.startDate, m.locale),
                    end: formatDate(enrollment.endDate, m.locale),
                  })}
                </span>
              ) : null}
            </span>
            <span className="enr-secondary">
              {enrollment.percentCompleted === null
                ? ''
                : m('enrollments.percentComplete', { percent: Math.round(enrollment.percentCompleted) })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
