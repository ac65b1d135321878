import { callEndpoint, useSchool } from '@portal/shared';
import { Card, Heading, QuerySection } from '@portal/shared/ui-base';
import { enrollmentsEndpoints, type EnrollmentView, type EnrollmentViewInput } from '../contract';
import { useEnrollmentView } from '../features/enrollments/api/enrollments';
import { AttendanceTable, TimeClockTable } from '../features/enrollment-view/components/attendance-details';
import { CollapsibleSection } from '../features/enrollment-view/components/collapsible-section';
import { GradeTree } from '../features/enrollment-view/components/grade-tree';
import { InfoLines } from '../features/enrollment-view/components/info-lines';
import { ProgressBar, RadialProgress } from '../features/enrollment-view/components/progress';
import { ReportButton } from '../features/enrollment-view/components/report-link';
import { ReportPopover } from '../features/enrollment-view/components/report-popover';
import { useEnrollmentViewMessages } from '../features/enrollment-view/messages/catalog';
import { FollowUpForms } from '../features/follow-up/components/follow-up-forms';
import { monthOf, todayIn } from '../lib/local-dates';
import { injectEnrollmentStyles } from '../lib/styles';
import { useCommonMessages } from '../messages/catalog';

injectEnrollmentStyles();

const Progress = ({ view }: { view: EnrollmentView }) => {
  const m = useEnrollmentViewMessages();
  return (
    <div className="enr-progress-head">
      <RadialProgress percent={view.percentCompleted} label={m('enrollmentView.percentComplete')} />
      <div className="enr-bars">
        <ProgressBar
          label={m('enrollmentView.completedProgress')}
          percent={view.percentCompleted}
          kind="completed"
        />
        <ProgressBar
          label={m('enrollmentView.expectedProgress')}
          percent={view.percentExpected}
          kind="expected"
        />
      </div>
    </div>
  );
};

const Reports = ({ view, today }: { view: EnrollmentView; today: string }) => {
  const m = useEnrollmentViewMessages();
  const school = useSchool();
  const attendanceShown = view.showAttendance || view.showTimeClock;
  const reportsShown = school.reports.attendanceReportShown && attendanceShown;
  if (!reportsShown && view.venueType !== 'PATH') return null;
  const monthStart = `${monthOf(today)}-01`;
  return (
    <div className="enr-actions">
      {reportsShown ? (
        <>
          <ReportPopover
            kind="attendance"
            enrollmentId={view.enrollmentId}
            defaultStart={monthStart}
            defaultEnd={today}
          />
          <ReportPopover
            kind="infractions"
            enrollmentId={view.enrollmentId}
            defaultStart={monthStart}
            defaultEnd={today}
          />
        </>
      ) : null}
      {view.venueType === 'PATH' ? (
        <ReportButton
          label={m('enrollmentView.transcript')}
          texts={{ preparing: m('reportLink.preparingTranscript'), open: m('reportLink.openTranscript') }}
          request={() =>
            callEndpoint(enrollmentsEndpoints.getPathwayTranscriptLink, { body: { pathId: view.venueId } })
          }
        />
      ) : null}
    </div>
  );
};

const EnrollmentDetails = ({ view, input }: { view: EnrollmentView; input: EnrollmentViewInput }) => {
  const m = useEnrollmentViewMessages();
  const school = useSchool();
  const today = todayIn(school.timezone);
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      {view.hideProgressData ? null : <Progress view={view} />}
      <Card>
        <Heading level={3}>{m('enrollmentView.generalInfo')}</Heading>
        <InfoLines lines={view.generalInfo} label={m('enrollmentView.generalInfo')} />
      </Card>
      {view.attendSummary.length > 0 ? (
        <Card>
          <Heading level={3}>{m('enrollmentView.attendanceSummary')}</Heading>
          <InfoLines lines={view.attendSummary} label={m('enrollmentView.attendanceSummary')} />
        </Card>
      ) : null}
      <Reports view={view} today={today} />
      <div>
        {view.showAttendance || view.showTimeClock ? (
          <CollapsibleSection title={m('enrollmentView.attendanceDetails')}>
            {() =>
              view.showTimeClock ? (
                <TimeClockTable input={input} timezone={school.timezone} currentMonth={monthOf(today)} />
              ) : (
                <AttendanceTable input={input} timezone={school.timezone} />
              )
            }
          </CollapsibleSection>
        ) : null}
        {view.showGradeBook ? (
          <CollapsibleSection title={m('enrollmentView.gradeDetails')}>
            {() => (
              <GradeTree
                input={input}
                showMaxPoints={school.reports.gradePointsPossibleShown}
                gradeScaleInfo={view.gradeScaleInfo}
              />
            )}
          </CollapsibleSection>
        ) : null}
      </div>
      {view.followUpForms.length > 0 ? (
        <div>
          <Heading level={3}>{m('enrollmentView.followUp')}</Heading>
          <FollowUpForms enrollmentId={view.enrollmentId} forms={view.followUpForms} />
        </div>
      ) : null}
    </div>
  );
};

/**
 * The enrollment view (spec 2.7): progress, general info, the attendance summary, reports, and the
 * attendance and grade sections, which load when opened (spec 4.5); follow-up applications.
 */
export const EnrollmentViewSlideOut = (input: EnrollmentViewInput) => {
  const m = useEnrollmentViewMessages();
  const common = useCommonMessages();
  const view = useEnrollmentView(input);
  const data = view.data;
  return (
    <QuerySection
      headingId="enrollment-view-heading"
      heading={data ? data.title : m('enrollmentView.heading')}
      query={view}
      what={{
        notFound: m('pageState.enrollmentNotFound'),
        loadError: m('pageState.enrollmentLoadError'),
      }}
    >
      {(loaded) => (
        <>
          <p className="enr-secondary">
            {loaded.venueType === 'PATH'
              ? common('common.pathwayCode', { code: loaded.code })
              : common('common.classCode', { code: loaded.code })}
          </p>
          <EnrollmentDetails view={loaded} input={input} />
        </>
      )}
    </QuerySection>
  );
};
