import { formatDate, useHostServices, type HostServices } from '@portal/shared';
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

/** One document in a list: its title, what to know of it, and the slide-out it opens. */
type DocumentRow = {
  key: string | number;
  title: string;
  detail: string;
  open: (openSlideOut: HostServices['openSlideOut']) => void;
};

/** A named list of documents, each a button opening its slide-out; `empty` says there is none. */
const DocumentRows = ({ label, empty, rows }: { label: string; empty: string; rows: DocumentRow[] }) => {
  const { openSlideOut } = useHostServices();
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="doc-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <button type="button" className="doc-row" onClick={() => row.open(openSlideOut)}>
            <span className="doc-row-title">{row.title}</span>
            <span className="doc-secondary">{row.detail}</span>
          </button>
        </li>
      ))}
    </ul>
  );
};

const requiredRow = (document: RequiredDocument): DocumentRow => ({
  key: document.code,
  title: document.title,
  detail: ACTION_LABELS[document.requiredAction],
  open: (openSlideOut) => openSlideOut('requiredDocument', { code: document.code }),
});

const historyRow = (document: StudentDocument): DocumentRow => ({
  key: document.documentId,
  title: document.title,
  detail:
    formatDate(document.date) + (document.expireDate ? ` · expires ${formatDate(document.expireDate)}` : ''),
  open: (openSlideOut) => openSlideOut('documentView', { documentId: document.documentId }),
});

export const RequiredDocumentList = ({ documents }: { documents: readonly RequiredDocument[] }) => (
  <DocumentRows
    label="Documents requiring action"
    empty="Nothing needs your attention."
    rows={documents.map(requiredRow)}
  />
);

export const DocumentHistory = ({ documents }: { documents: readonly StudentDocument[] }) => (
  <DocumentRows
    label="Document history"
    empty="No documents registered yet."
    rows={documents.map(historyRow)}
  />
);
