import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Calendar: a page of the enrollments remote. */
export const CalendarPage = () => (
  <section aria-labelledby="calendar-page-heading">
    <Heading level={2} id="calendar-page-heading">
      Calendar
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
