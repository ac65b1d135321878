import { defineCatalog, messagesNow, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * What the account forms share (sign-in's forms, the complete-info card, the completion modal): the account
 * fields, their refusals and the form summaries: English as the spec words it, Spanish loaded when chosen.
 */
export const accountFormCatalog = defineCatalog(english, { es: () => import('./es.json') });
export type AccountFormMessageId = keyof typeof english;
export const useAccountFormMessages = () => useMessages(accountFormCatalog);
export const accountFormMessagesNow = () => messagesNow(accountFormCatalog);
