import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The phone contacts' messages, in the profile's editor and the chooser of registration forms: the list,
 * its badges and its editing: English as the spec words it, Spanish loaded when chosen.
 */
export const phoneContactsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const usePhoneContactsMessages = () => useMessages(phoneContactsCatalog);

export type PhoneContactsMessageId = keyof typeof english;
/** The formatter `usePhoneContactsMessages` gives, for helpers that word text for a component. */
export type PhoneContactsMessages = Messages<PhoneContactsMessageId>;
/** The messages in the portal's language now, for code outside React (a helper's default wording). */
export const phoneContactsMessagesNow = (): PhoneContactsMessages => messagesNow(phoneContactsCatalog);
