import { formatDate, useHostServices } from '@portal/shared';
import { EmptyState } from '@portal/shared/ui-base';
import type { EnrollmentSummary } from '../../../contract';

const STATUS_LABELS = { enrolled: 'Enrolled', completed: 'Completed', registered: 'Registered' } as const;

/** The student's classes and pathways, each opening its enrollment view (spec 2.7). */
export const EnrollmentList = ({ enrollments }: { enrollments: readonly EnrollmentSummary[] }) => {
  const { openSlideOut } = useHostServices();
  if (enrollments.length === 0)
    return <EmptyState>You are not enrolled in any class or pathway yet.</EmptyState>;
  return (
    <ul className="enr-list" aria-label="Enrollments">
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
              {STATUS_LABELS[enrollment.status]}
            </span>
            <span className="enr-meta enr-secondary">
              <span>
                {enrollment.venueType === 'PATH' ? 'Pathway' : 'Class ID'} {enrollment.code}
              </span>
              {enrollment.startDate && enrollment.endDate ? (
                <span>
                  {formatDate(enrollment.startDate)} – {formatDate(enrollment.endDate)}
                </span>
              ) : null}
            </span>
            <span className="enr-secondary">
              {enrollment.percentCompleted === null
                ? ''
                : `${Math.round(enrollment.percentCompleted)}% complete`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
