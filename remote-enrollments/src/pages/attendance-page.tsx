import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Log Attendance: a page of the enrollments remote. */
export const AttendancePage = () => (
  <section aria-labelledby="attendance-page-heading">
    <Heading level={2} id="attendance-page-heading">
      Log Attendance
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
