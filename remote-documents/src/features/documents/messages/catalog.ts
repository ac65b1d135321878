import { defineCatalog, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The documents page's messages: its states, its two cards and their lists (documents requiring action,
 * history): English as the spec words it, Spanish loaded when chosen.
 */
export const documentListsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useDocumentListsMessages = () => useMessages(documentListsCatalog);

export type DocumentListsMessageId = keyof typeof english;
/** The formatter `useDocumentListsMessages` gives, for helpers that word text for a component. */
export type DocumentListsMessages = Messages<DocumentListsMessageId>;
