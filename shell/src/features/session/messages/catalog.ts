import { defineCatalog, messagesNow, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The toasts of switching into a related student's account and back: English as the spec words it, Spanish
 * loaded when chosen.
 */
export const sessionCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSessionMessages = () => useMessages(sessionCatalog);
export const sessionMessagesNow = () => messagesNow(sessionCatalog);
