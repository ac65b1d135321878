import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Required document: a page of the documents remote. */
export const RequiredDocumentSlideOut = () => (
  <section aria-labelledby="required-document-slide-out-heading">
    <Heading level={2} id="required-document-slide-out-heading">
      Required document
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
