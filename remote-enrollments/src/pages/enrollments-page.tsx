import { callEndpoint } from '@portal/shared';
import { Card, pageStateOf, SignedInPage } from '@portal/shared/ui-base';
import { enrollmentsEndpoints } from '../contract';
import { useEnrollments } from '../features/enrollments/api/enrollments';
import { EnrollmentList } from '../features/enrollments/components/enrollment-list';
import { ReportButton } from '../features/enrollment-view/components/report-link';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

const Enrollments = () => {
  const enrollments = useEnrollments();
  const state = pageStateOf(enrollments, 'Enrollments');
  if (state || !enrollments.data) return state;
  const hasClasses = enrollments.data.enrollments.some((enrollment) => enrollment.venueType === 'CLASS');
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      <Card>
        <EnrollmentList enrollments={enrollments.data.enrollments} />
      </Card>
      {hasClasses ? (
        <div className="enr-actions">
          <ReportButton
            label="Transcript of all classes"
            name="transcript of all classes"
            request={() =>
              callEndpoint(enrollmentsEndpoints.getClassesTranscriptLink, { body: { type: 'all' } })
            }
          />
          <ReportButton
            label="Transcript of completed classes"
            name="transcript of completed classes"
            request={() =>
              callEndpoint(enrollmentsEndpoints.getClassesTranscriptLink, { body: { type: 'completed' } })
            }
          />
        </div>
      ) : null}
    </div>
  );
};

/** `/enrollments`: the student's classes and pathways, each opening its enrollment view. */
export const EnrollmentsPage = () => (
  <SignedInPage name="enrollments" title="Enrollments">
    <Enrollments />
  </SignedInPage>
);
