import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The /login page's title, loaded with its route: English as the spec words it, Spanish loaded when chosen.
 */
export const loginPageCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useLoginPageMessages = () => useMessages(loginPageCatalog);
