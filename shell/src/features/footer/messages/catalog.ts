import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The footer's links: English as the spec words it, Spanish loaded when chosen. */
export const footerCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useFooterMessages = () => useMessages(footerCatalog);
