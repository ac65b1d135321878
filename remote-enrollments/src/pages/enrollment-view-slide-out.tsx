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
import { FollowUpForms } from '../features/follow-up/components/follow-up-forms';
import { monthOf, todayIn } from '../lib/local-dates';
import { injectEnrollmentStyles } from '../lib/styles';

injectEnrollmentStyles();

const Progress = ({ view }: { view: EnrollmentView }) => (
  <div className="enr-progress-head">
    <RadialProgress percent={view.percentCompleted} label="Percent complete" />
    <div className="enr-bars">
      <ProgressBar label="Completed progress" percent={view.percentCompleted} kind="completed" />
      <ProgressBar label="Expected progress" percent={view.percentExpected} kind="expected" />
    </div>
  </div>
);

const Reports = ({ view, today }: { view: EnrollmentView; today: string }) => {
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
          label="Transcript"
          name="transcript"
          request={() =>
            callEndpoint(enrollmentsEndpoints.getPathwayTranscriptLink, { body: { pathId: view.venueId } })
          }
        />
      ) : null}
    </div>
  );
};

const EnrollmentDetails = ({ view, input }: { view: EnrollmentView; input: EnrollmentViewInput }) => {
  const school = useSchool();
  const today = todayIn(school.timezone);
  return (
    <div className="enr-report" style={{ gap: 16 }}>
      {view.hideProgressData ? null : <Progress view={view} />}
      <Card>
        <Heading level={3}>General info</Heading>
        <InfoLines lines={view.generalInfo} label="General info" />
      </Card>
      {view.attendSummary.length > 0 ? (
        <Card>
          <Heading level={3}>Attendance summary</Heading>
          <InfoLines lines={view.attendSummary} label="Attendance summary" />
        </Card>
      ) : null}
      <Reports view={view} today={today} />
      <div>
        {view.showAttendance || view.showTimeClock ? (
          <CollapsibleSection title="Attendance Details">
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
          <CollapsibleSection title="Grade Details">
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
          <Heading level={3}>Follow up applications</Heading>
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
  const view = useEnrollmentView(input);
  return (
    <QuerySection
      headingId="enrollment-view-heading"
      heading={view.data ? view.data.title : 'Enrollment'}
      query={view}
      what="Enrollment"
    >
      {(data) => (
        <>
          <p className="enr-secondary">
            {data.venueType === 'PATH' ? 'Pathway' : 'Class ID'} {data.code}
          </p>
          <EnrollmentDetails view={data} input={input} />
        </>
      )}
    </QuerySection>
  );
};
