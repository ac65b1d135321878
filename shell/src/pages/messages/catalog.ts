import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The portal's layout and start-up: the skip link, the start-up's spinner and its failure page: English as
 * the spec words it, Spanish loaded when chosen.
 */
export const layoutCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useLayoutMessages = () => useMessages(layoutCatalog);
