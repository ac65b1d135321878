import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The required-document slide-out's messages (pages/required-document-slide-out.tsx): its buttons, the
 * signature it asks first, its outcome and refusals: English as the spec words it, Spanish loaded when
 * chosen.
 */
export const requiredDocumentCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useRequiredDocumentMessages = () => useMessages(requiredDocumentCatalog);
