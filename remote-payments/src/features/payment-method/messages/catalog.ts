import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The payment method card's messages (its tabs, fields, billing info and the refusals of a card):
 * English as the spec words it, Spanish loaded when chosen.
 */
export const paymentMethodCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const usePaymentMethodMessages = () => useMessages(paymentMethodCatalog);

export type PaymentMethodMessageId = keyof typeof english;
/** The formatter `usePaymentMethodMessages` gives, for helpers and rules that word text for a component. */
export type PaymentMethodMessages = Messages<PaymentMethodMessageId>;
/** The messages in the portal's language now, for code outside React (a rule's default wording). */
export const paymentMethodMessagesNow = (): PaymentMethodMessages => messagesNow(paymentMethodCatalog);
