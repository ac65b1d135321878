import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The messages that several separately loaded parts show: the forms' Save and Cancel, the signature steps'
 * Back and their canvas's failures, a file that cannot be read (the photo, an uploaded signature), and
 * what the record editors and choosers share (Primary, No records, Add new): English as the spec words it,
 * Spanish loaded when chosen.
 */
export const profileCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useProfileMessages = () => useMessages(profileCatalog);

export type ProfileMessageId = keyof typeof english;
/** The formatter `useProfileMessages` gives, for helpers that word text for a component. */
export type ProfileMessages = Messages<ProfileMessageId>;
/** The messages in the portal's language now, for code outside React (a helper's default wording). */
export const profileMessagesNow = (): ProfileMessages => messagesNow(profileCatalog);
