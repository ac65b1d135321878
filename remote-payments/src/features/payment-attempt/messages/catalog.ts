import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * A payment's attempt, in the slide-out and on /checkout: Pay, its outcome (processing, Retry and Back,
 * paid), English as the spec words it, Spanish loaded when chosen.
 */
export const paymentAttemptCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const usePaymentAttemptMessages = () => useMessages(paymentAttemptCatalog);
