import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * What a venue's actions and My Applications both say (the application form's button, the refusals of a
 * stale action and of restricted content), apart from the venue's other words, which My Applications
 * does not show: English as the spec words it, Spanish loaded when chosen. Its refusals (`validation.*`)
 * are translated by their English: a component showing one calls `useVenueRulesMessages`, so that it
 * waits for the locale's words.
 */
export const venueRulesCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useVenueRulesMessages = () => useMessages(venueRulesCatalog);

export type VenueRulesMessageId = keyof typeof english;
/** The formatter `useVenueRulesMessages` gives, for helpers and rules that word text for a component. */
export type VenueRulesMessages = Messages<VenueRulesMessageId>;
/** The messages in the portal's language now, for code outside React (a toast, a confirmation). */
export const venueRulesMessagesNow = (): VenueRulesMessages => messagesNow(venueRulesCatalog);
