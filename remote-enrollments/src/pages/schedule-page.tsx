import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Schedule: a page of the enrollments remote. */
export const SchedulePage = () => (
  <section aria-labelledby="schedule-page-heading">
    <Heading level={2} id="schedule-page-heading">
      Schedule
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
