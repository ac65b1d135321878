import { defineCatalog, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The messages several of this remote's pages show (a page's loading and not-found words, a class's
 * ID, a range, the time clock's columns, the date refusal): English as the spec words it, Spanish
 * loaded when chosen. Each page's own messages are in the catalog beside its feature.
 */
export const commonCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCommonMessages = () => useMessages(commonCatalog);

/** The formatter `useCommonMessages` gives, for helpers that word text for a component. */
export type CommonMessages = Messages<keyof typeof english>;
