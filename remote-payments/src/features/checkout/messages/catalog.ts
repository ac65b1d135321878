import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * /checkout's content, loaded after its heading (the cart, how you heard of us, the summary): English
 * as the spec words it, Spanish loaded when chosen.
 */
export const checkoutCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCheckoutMessages = () => useMessages(checkoutCatalog);
