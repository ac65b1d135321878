import { defineCatalog, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The messages that several separately loaded parts show: what each required action asks (the documents
 * page and the required-document slide-out), the not-found hint (the documents page and the document view)
 * and the document's loading label (both slide-outs): English as the spec words it, Spanish loaded when
 * chosen.
 */
export const documentsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useDocumentsMessages = () => useMessages(documentsCatalog);

export type DocumentsMessageId = keyof typeof english;
/** The formatter `useDocumentsMessages` gives, for helpers that word text for a component. */
export type DocumentsMessages = Messages<DocumentsMessageId>;
