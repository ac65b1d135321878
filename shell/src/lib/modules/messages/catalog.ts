import { defineCatalog, messagesNow, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The names of the portal's parts: the header's and the sidebar's links and each area's title: English as the
 * spec words it, Spanish loaded when chosen.
 */
export const moduleCatalog = defineCatalog(english, { es: () => import('./es.json') });
export type ModuleMessageId = keyof typeof english;
export const useModuleMessages = () => useMessages(moduleCatalog);
export const moduleMessagesNow = () => messagesNow(moduleCatalog);
/** The spec's English of a message, for tests that compare with it. */
export const moduleEnglish: Record<ModuleMessageId, string> = english;
