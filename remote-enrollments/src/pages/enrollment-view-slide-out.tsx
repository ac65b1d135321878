import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Enrollment: a page of the enrollments remote. */
export const EnrollmentViewSlideOut = () => (
  <section aria-labelledby="enrollment-view-slide-out-heading">
    <Heading level={2} id="enrollment-view-slide-out-heading">
      Enrollment
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
