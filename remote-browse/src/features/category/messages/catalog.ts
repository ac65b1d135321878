import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The category page's messages (its pathway and course cards): English as the spec words it, Spanish
 * loaded when chosen.
 */
export const categoryCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCategoryMessages = () => useMessages(categoryCatalog);
