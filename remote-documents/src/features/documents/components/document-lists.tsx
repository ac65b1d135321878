import { formatDate, useHostServices } from '@portal/shared';
import { EmptyState } from '@portal/shared/ui-base';
import type { DocumentAction, RequiredDocument, StudentDocument } from '../../../contract';

/** What each required action asks, for people. */
export const ACTION_LABELS: Record<DocumentAction, string> = {
  survey: 'Survey to answer',
  sign: 'To sign',
  upload: 'To upload',
  notify: 'Notice to read',
  form: 'Form to fill in',
};

export const RequiredDocumentList = ({ documents }: { documents: readonly RequiredDocument[] }) => {
  const { openSlideOut } = useHostServices();
  if (documents.length === 0) return <EmptyState>Nothing needs your attention.</EmptyState>;
  return (
    <ul className="doc-list" aria-label="Documents requiring action">
      {documents.map((document) => (
        <li key={document.code}>
          <button
            type="button"
            className="doc-row"
            onClick={() => openSlideOut('requiredDocument', { code: document.code })}
          >
            <span className="doc-row-title">{document.title}</span>
            <span className="doc-secondary">{ACTION_LABELS[document.requiredAction]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
};

export const DocumentHistory = ({ documents }: { documents: readonly StudentDocument[] }) => {
  const { openSlideOut } = useHostServices();
  if (documents.length === 0) return <EmptyState>No documents registered yet.</EmptyState>;
  return (
    <ul className="doc-list" aria-label="Document history">
      {documents.map((document) => (
        <li key={document.documentId}>
          <button
            type="button"
            className="doc-row"
            onClick={() => openSlideOut('documentView', { documentId: document.documentId })}
          >
            <span className="doc-row-title">{document.title}</span>
            <span className="doc-secondary">
              {formatDate(document.date)}
              {document.expireDate ? ` · expires ${formatDate(document.expireDate)}` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
