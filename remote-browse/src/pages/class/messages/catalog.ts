import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The class slide-out's messages: English as the spec words it, Spanish loaded when chosen. */
export const classSlideOutCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useClassSlideOutMessages = () => useMessages(classSlideOutCatalog);
