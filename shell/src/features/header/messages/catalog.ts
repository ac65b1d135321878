import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The header: its buttons and toolbar, the profile menu, the mini-cart, and the forms and documents badges:
 * English as the spec words it, Spanish loaded when chosen.
 */
export const headerCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useHeaderMessages = () => useMessages(headerCatalog);
