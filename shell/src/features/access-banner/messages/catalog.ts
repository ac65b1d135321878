import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The banner above every page of a student without full access (not verified, no student record): English as
 * the spec words it, Spanish loaded when chosen.
 */
export const accessBannerCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useAccessBannerMessages = () => useMessages(accessBannerCatalog);
