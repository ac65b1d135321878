import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The complete-info card and the completion modal, loaded when a student must complete the account: English
 * as the spec words it, Spanish loaded when chosen.
 */
export const accountStateCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useAccountStateMessages = () => useMessages(accountStateCatalog);
