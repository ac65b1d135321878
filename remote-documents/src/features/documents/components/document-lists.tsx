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

/** One document in a list: its title, what to know of it, and how it opens. */
type DocumentRow = { key: string | number; title: string; detail: string; open: () => void };

/** A named list of documents, each a button opening its slide-out; `empty` says there is none. */
const DocumentRows = ({ label, empty, rows }: { label: string; empty: string; rows: DocumentRow[] }) => {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="doc-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <button type="button" className="doc-row" onClick={row.open}>
            <span className="doc-row-title">{row.title}</span>
            <span className="doc-secondary">{row.detail}</span>
          </button>
        </li>
      ))}
    </ul>
  );
};

export const RequiredDocumentList = ({ documents }: { documents: readonly RequiredDocument[] }) => {
  const { openSlideOut } = useHostServices();
  return (
    <DocumentRows
      label="Documents requiring action"
      empty="Nothing needs your attention."
      rows={documents.map((document) => ({
        key: document.code,
        title: document.title,
        detail: ACTION_LABELS[document.requiredAction],
        open: () => openSlideOut('requiredDocument', { code: document.code }),
      }))}
    />
  );
};

export const DocumentHistory = ({ documents }: { documents: readonly StudentDocument[] }) => {
  const { openSlideOut } = useHostServices();
  return (
    <DocumentRows
      label="Document history"
      empty="No documents registered yet."
      rows={documents.map((document) => ({
        key: document.documentId,
        title: document.title,
        detail:
          formatDate(document.date) +
          (document.expireDate ? ` · expires ${formatDate(document.expireDate)}` : ''),
        open: () => openSlideOut('documentView', { documentId: document.documentId }),
      }))}
    />
  );
};
