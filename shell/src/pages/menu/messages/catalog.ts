import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The menu drawer (below 992 px), loaded when first opened: English as the spec words it, Spanish loaded when
 * chosen.
 */
export const menuCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useMenuMessages = () => useMessages(menuCatalog);
