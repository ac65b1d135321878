import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The Charges Payment slide-out's messages (its steps, each charge's row and the refusals of an
 * amount): English as the spec words it, Spanish loaded when chosen.
 */
export const chargesPaymentCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useChargesPaymentMessages = () => useMessages(chargesPaymentCatalog);

export type ChargesPaymentMessageId = keyof typeof english;
/** The formatter `useChargesPaymentMessages` gives, for rules that word text for a component. */
export type ChargesPaymentMessages = Messages<ChargesPaymentMessageId>;
/** The messages in the portal's language now, for code outside React (a rule's default wording). */
export const chargesPaymentMessagesNow = (): ChargesPaymentMessages => messagesNow(chargesPaymentCatalog);
