import { formatDate, useHostServices, type HostServices } from '@portal/shared';
import { EmptyState } from '@portal/shared/ui-base';
import type { RequiredDocument, StudentDocument } from '../../../contract';
import { useDocumentsMessages, type DocumentsMessages } from '../../../messages/catalog';
import { useDocumentListsMessages, type DocumentListsMessages } from '../messages/catalog';
import { ACTION_LABEL_IDS } from '../rules/action-labels';

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

const requiredRow =
  (m: DocumentsMessages) =>
  (document: RequiredDocument): DocumentRow => ({
    key: document.code,
    title: document.title,
    detail: m(ACTION_LABEL_IDS[document.requiredAction]),
    open: (openSlideOut) => openSlideOut('requiredDocument', { code: document.code }),
  });

const historyRow =
  (m: DocumentListsMessages) =>
  (document: StudentDocument): DocumentRow => ({
    key: document.documentId,
    title: document.title,
    detail: document.expireDate
      ? m('history.dateExpires', {
          date: formatDate(document.date),
          expireDate: formatDate(document.expireDate),
        })
      : formatDate(document.date),
    open: (openSlideOut) => openSlideOut('documentView', { documentId: document.documentId }),
  });

export const RequiredDocumentList = ({ documents }: { documents: readonly RequiredDocument[] }) => {
  const m = useDocumentListsMessages();
  const shared = useDocumentsMessages();
  return (
    <DocumentRows
      label={m('documents.requiredList')}
      empty={m('documents.requiredEmpty')}
      rows={documents.map(requiredRow(shared))}
    />
  );
};

export const DocumentHistory = ({ documents }: { documents: readonly StudentDocument[] }) => {
  const m = useDocumentListsMessages();
  return (
    <DocumentRows label={m('history.list')} empty={m('history.empty')} rows={documents.map(historyRow(m))} />
  );
};
