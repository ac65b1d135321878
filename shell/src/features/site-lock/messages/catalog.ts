import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The site lock overlay, loaded when the API first says the portal is locked: English as the spec words it,
 * Spanish loaded when chosen.
 */
export const siteLockCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSiteLockMessages = () => useMessages(siteLockCatalog);
