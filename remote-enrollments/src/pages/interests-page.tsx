import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Wait List & Interests: a page of the enrollments remote. */
export const InterestsPage = () => (
  <section aria-labelledby="interests-page-heading">
    <Heading level={2} id="interests-page-heading">
      Wait List & Interests
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
