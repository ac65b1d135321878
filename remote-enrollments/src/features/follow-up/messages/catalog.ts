import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The enrollment view's follow up applications' messages: English as the spec words it, Spanish loaded
 * when chosen.
 */
export const followUpCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useFollowUpMessages = () => useMessages(followUpCatalog);
