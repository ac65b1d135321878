import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * /account's messages (its page, its tables, receipts and statement): English as the spec words it,
 * Spanish loaded when chosen.
 */
export const accountCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useAccountMessages = () => useMessages(accountCatalog);

export type AccountMessageId = keyof typeof english;
