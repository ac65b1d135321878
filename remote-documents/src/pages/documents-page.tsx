import { Card } from '@portal/shared/ui-data';
import { Flex } from '@portal/shared/ui';
import { Heading, pageStateOf, SignedInOnly } from '@portal/shared/ui-base';
import { useDocuments } from '../features/documents/api/documents';
import { DocumentHistory, RequiredDocumentList } from '../features/documents/components/document-lists';
import { injectDocumentStyles } from '../lib/styles';

injectDocumentStyles();

const Documents = () => {
  const documents = useDocuments();
  const state = pageStateOf(documents, 'Documents');
  if (state || !documents.data) return state;
  return (
    <Flex vertical gap="large">
      <Card title="Requiring action">
        <RequiredDocumentList documents={documents.data.requiredDocuments} />
      </Card>
      <Card title="History">
        <DocumentHistory documents={documents.data.documents} />
      </Card>
    </Flex>
  );
};

/** `/documents`: what the school asks of the student, and the documents registered (spec 2.3, 2.4). */
export const DocumentsPage = () => (
  <section aria-labelledby="documents-page-heading">
    <Heading level={2} id="documents-page-heading">
      Documents
    </Heading>
    <SignedInOnly>
      <Documents />
    </SignedInOnly>
  </section>
);
