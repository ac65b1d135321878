import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The no-cost form slide-out's messages: English as the spec words it, Spanish loaded when chosen. */
export const noCostCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useNoCostMessages = () => useMessages(noCostCatalog);
