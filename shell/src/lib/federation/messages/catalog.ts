import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * A remote's loading, failure and not-available panels: English as the spec words it, Spanish loaded when
 * chosen.
 */
export const remoteCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useRemoteMessages = () => useMessages(remoteCatalog);
