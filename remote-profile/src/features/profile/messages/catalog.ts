import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The profile page's own messages: its title, the student's details and photo, and the record editors'
 * view, delete and failure (the phone-contact and address editors): English as the spec words it, Spanish
 * loaded when chosen.
 */
export const profileDetailsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useProfileDetailsMessages = () => useMessages(profileDetailsCatalog);

export type ProfileDetailsMessageId = keyof typeof english;
/** The formatter `useProfileDetailsMessages` gives, for helpers that word text for a component. */
export type ProfileDetailsMessages = Messages<ProfileDetailsMessageId>;
/** The messages in the portal's language now, for code outside React (a helper's default wording). */
export const profileDetailsMessagesNow = (): ProfileDetailsMessages => messagesNow(profileDetailsCatalog);
