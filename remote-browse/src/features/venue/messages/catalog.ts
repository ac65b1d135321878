import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * A class's or pathway's messages (its card, info table, actions, location, refund policy, sharing), for
 * the course and pathway pages and the class slide-out, with the course and pathway pages' listing
 * around it: English as the spec words it, Spanish loaded when chosen.
 */
export const venueCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useVenueMessages = () => useMessages(venueCatalog);

export type VenueMessageId = keyof typeof english;
/** The formatter `useVenueMessages` gives, for helpers and rules that word text for a component. */
export type VenueMessages = Messages<VenueMessageId>;
/** The messages in the portal's language now, for code outside React (a toast, a confirmation). */
export const venueMessagesNow = (): VenueMessages => messagesNow(venueCatalog);
