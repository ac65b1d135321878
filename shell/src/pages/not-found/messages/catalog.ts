import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The not-found page, loaded at an unknown address: English as the spec words it, Spanish loaded when chosen.
 */
export const notFoundCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useNotFoundMessages = () => useMessages(notFoundCatalog);
