import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The language menu: English as the spec words it, Spanish loaded when chosen. */
export const languageCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useLanguageMessages = () => useMessages(languageCatalog);
