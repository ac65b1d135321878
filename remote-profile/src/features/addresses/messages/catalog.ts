import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The addresses' messages, in the profile's editor and the chooser of registration forms: the list, an
 * address's line and its editing: English as the spec words it, Spanish loaded when chosen.
 */
export const addressesCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useAddressesMessages = () => useMessages(addressesCatalog);

export type AddressesMessageId = keyof typeof english;
/** The formatter `useAddressesMessages` gives, for helpers that word text for a component. */
export type AddressesMessages = Messages<AddressesMessageId>;
/** The messages in the portal's language now, for code outside React (a helper's default wording). */
export const addressesMessagesNow = (): AddressesMessages => messagesNow(addressesCatalog);
