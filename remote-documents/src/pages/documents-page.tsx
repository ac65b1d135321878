import { EmptyState, Heading } from '@portal/shared/ui-base';

/** Documents: a page of the documents remote. */
export const DocumentsPage = () => (
  <section aria-labelledby="documents-page-heading">
    <Heading level={2} id="documents-page-heading">
      Documents
    </Heading>
    <EmptyState>Nothing here yet.</EmptyState>
  </section>
);
