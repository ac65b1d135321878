import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The messages that several separately loaded pages of this remote show (a price and hours, a page's
 * loading and not-found state, the Class details button, a course's rating), and only those: each page
 * has its own catalog beside its code. English as the spec words it, Spanish loaded when chosen.
 */
export const sharedCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSharedMessages = () => useMessages(sharedCatalog);

export type SharedMessageId = keyof typeof english;
/** The formatter `useSharedMessages` gives, for helpers and rules that word text for a component. */
export type SharedMessages = Messages<SharedMessageId>;
/** The messages in the portal's language now, for code outside React (a toast, a confirmation). */
export const sharedMessagesNow = (): SharedMessages => messagesNow(sharedCatalog);
