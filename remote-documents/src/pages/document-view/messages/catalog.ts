import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The document view slide-out's messages (pages/document-view-slide-out.tsx): the document's dates, its
 * attachments and their refusals: English as the spec words it, Spanish loaded when chosen.
 */
export const documentViewCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useDocumentViewMessages = () => useMessages(documentViewCatalog);
