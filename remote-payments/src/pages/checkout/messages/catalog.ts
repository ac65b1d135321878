import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * /checkout's first screen (its title and the cart's placeholder, also shown by its content while the
 * cart loads): English as the spec words it, Spanish loaded when chosen.
 */
export const checkoutPageCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCheckoutPageMessages = () => useMessages(checkoutPageCatalog);
