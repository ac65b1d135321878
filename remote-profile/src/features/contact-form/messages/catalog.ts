import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The contact page's messages (pages/contact-page.tsx and its form): the page, the form's fields, its
 * outcome and its refusals: English as the spec words it, Spanish loaded when chosen.
 */
export const contactCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useContactMessages = () => useMessages(contactCatalog);
