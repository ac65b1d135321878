import { defineCatalog, messagesNow, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * Messages several separately loaded parts of the shell share: a toast's default titles (any part's notices),
 * the title of a page without a heading, and the server error both the passport link and the login form say:
 * English as the spec words it, Spanish loaded when chosen.
 */
export const shellCatalog = defineCatalog(english, { es: () => import('./es.json') });
export type ShellMessageId = keyof typeof english;
export const useShellMessages = () => useMessages(shellCatalog);
export const shellMessagesNow = () => messagesNow(shellCatalog);
