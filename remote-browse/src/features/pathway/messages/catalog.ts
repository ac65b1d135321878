import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The pathway page's messages: English as the spec words it, Spanish loaded when chosen. */
export const pathwayCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const usePathwayMessages = () => useMessages(pathwayCatalog);
