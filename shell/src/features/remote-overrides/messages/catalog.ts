import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The notice of builds on trial and of refused overrides, loaded when there is one: English as the spec words
 * it, Spanish loaded when chosen.
 */
export const overridesCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useOverridesMessages = () => useMessages(overridesCatalog);
