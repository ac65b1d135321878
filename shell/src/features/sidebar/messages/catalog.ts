import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The sidebar's groups: English as the spec words it, Spanish loaded when chosen. */
export const sidebarCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSidebarMessages = () => useMessages(sidebarCatalog);
