import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Document: a page of the documents remote. */
export const DocumentViewSlideOut = () => (
  <section aria-labelledby="document-view-slide-out-heading">
    <Heading level={2} id="document-view-slide-out-heading">
      Document
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
