import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Enrollments: a page of the enrollments remote. */
export const EnrollmentsPage = () => (
  <section aria-labelledby="enrollments-page-heading">
    <Heading level={2} id="enrollments-page-heading">
      Enrollments
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
