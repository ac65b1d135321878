import { callEndpoint } from '@portal/shared';
import { Card, SignedInPage } from '@portal/shared/ui-base';
import { enrollmentsEndpoints } from '../contract';
import { useEnrollments } from '../features/enrollments/api/enrollments';
import { EnrollmentList } from '../features/enrollments/components/enrollment-list';
import { useEnrollmentsMessages } from '../features/enrollments/messages/catalog';
import { ReportButton } from '../features/enrollment-view/components/report-link';
import { pageStateOf } from '@portal/shared/ui-base';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

const Enrollments = () => {
  const m = useEnrollmentsMessages();
  const enrollments = useEnrollments();
  const state = pageStateOf(enrollments, {
    notFound: m('pageState.enrollmentsNotFound'),
    loadError: m('pageState.enrollmentsLoadError'),
  });
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
            label={m('enrollments.transcriptAll')}
            texts={{
              preparing: m('reportLink.preparingAllClassesTranscript'),
              open: m('reportLink.openAllClassesTranscript'),
            }}
            request={() =>
              callEndpoint(enrollmentsEndpoints.getClassesTranscriptLink, { body: { type: 'all' } })
            }
          />
          <ReportButton
            label={m('enrollments.transcriptCompleted')}
            texts={{
              preparing: m('reportLink.preparingCompletedClassesTranscript'),
              open: m('reportLink.openCompletedClassesTranscript'),
            }}
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
export const EnrollmentsPage = () => {
  const m = useEnrollmentsMessages();
  return (
    <SignedInPage name="enrollments" title={m('enrollments.title')}>
      <Enrollments />
    </SignedInPage>
  );
};
