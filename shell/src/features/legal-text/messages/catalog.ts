import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The legal text modal (privacy policies, terms of service), loaded when a footer link opens it: English as
 * the spec words it, Spanish loaded when chosen.
 */
export const legalTextCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useLegalTextMessages = () => useMessages(legalTextCatalog);
