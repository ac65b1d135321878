import {
  Card,
  Heading,
  isNotFound,
  LoadError,
  ResultPanel,
  SignedInPage,
  SkeletonLines,
} from '@portal/shared/ui-base';
import { useDocuments } from '../features/documents/api/documents';
import { DocumentHistory, RequiredDocumentList } from '../features/documents/components/document-lists';
import { injectDocumentStyles } from '../lib/styles';
import { useDocumentListsMessages } from '../features/documents/messages/catalog';
import { useDocumentsMessages } from '../messages/catalog';

injectDocumentStyles();

const Documents = () => {
  const m = useDocumentListsMessages();
  const shared = useDocumentsMessages();
  const documents = useDocuments();
  // The page's state until the list is here, as the base kit's `pageStateOf` shows it, in this
  // remote's words: a 404, the failure with Retry, or loading.
  if (!documents.data) {
    if (documents.isError && documents.error) {
      if (isNotFound(documents.error)) {
        return <ResultPanel title={m('documents.notFound')} subTitle={shared('common.notFoundHint')} />;
      }
      return (
        <LoadError
          title={m('documents.loadFailed')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      );
    }
    return <SkeletonLines rows={8} label={m('common.loading')} />;
  }
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
