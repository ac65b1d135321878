import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The messages both of this remote's slide-outs show (loading, not found, Done, Submit): English as
 * the spec words it, Spanish loaded when chosen. Each slide-out's own messages are in the catalog
 * beside its feature.
 */
export const commonCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCommonMessages = () => useMessages(commonCatalog);
