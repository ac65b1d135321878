import { Card, Heading, pageStateOf, SignedInPage } from '@portal/shared/ui-base';
import { useDocuments } from '../features/documents/api/documents';
import { DocumentHistory, RequiredDocumentList } from '../features/documents/components/document-lists';
import { injectDocumentStyles } from '../lib/styles';
import { useDocumentListsMessages } from '../features/documents/messages/catalog';

injectDocumentStyles();

const Documents = () => {
  const m = useDocumentListsMessages();
  const documents = useDocuments();
  if (!documents.data)
    return pageStateOf(documents, {
      notFound: m('documents.notFound'),
      loadError: m('documents.loadFailed'),
    });
  return (
    // The base kit only: the list is the first thing a student waits for (ADR 005); antd comes with
    // the slide-outs, behind a click.
    <div className="doc-stack">
      <Card aria-labelledby="documents-requiring-action">
        <Heading level={3} id="documents-requiring-action">
          {m('documents.requiringAction')}
        </Heading>
        <RequiredDocumentList documents={documents.data.requiredDocuments} />
      </Card>
      <Card aria-labelledby="documents-history">
        <Heading level={3} id="documents-history">
          {m('documents.history')}
        </Heading>
        <DocumentHistory documents={documents.data.documents} />
      </Card>
    </div>
  );
};

/** `/documents`: what the school asks of the student, and the documents registered (spec 2.3, 2.4). */
export const DocumentsPage = () => {
  const m = useDocumentListsMessages();
  return (
    <SignedInPage name="documents" title={m('documents.title')}>
      <Documents />
    </SignedInPage>
  );
};
