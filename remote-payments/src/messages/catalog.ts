import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The messages that several separately loaded parts show: the charges' load error, on /account and in
 * the Charges Payment slide-out. English as the spec words it, Spanish loaded when chosen.
 */
export const paymentsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const usePaymentsMessages = () => useMessages(paymentsCatalog);
