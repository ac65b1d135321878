import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The slide-out's unsaved-work guard, loaded when a panel first opens: English as the spec words it, Spanish
 * loaded when chosen.
 */
export const slideOutCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSlideOutMessages = () => useMessages(slideOutCatalog);
