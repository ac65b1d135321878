import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The /categories page's messages (its title, the catalog search, featured classes, the list): English
 * as the spec words it, Spanish loaded when chosen.
 */
export const categoriesCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCategoriesMessages = () => useMessages(categoriesCatalog);

export type CategoriesMessageId = keyof typeof english;
/** The formatter `useCategoriesMessages` gives, for helpers and rules that word text for a component. */
export type CategoriesMessages = Messages<CategoriesMessageId>;
/** The messages in the portal's language now, for code outside React (a toast, a confirmation). */
export const categoriesMessagesNow = (): CategoriesMessages => messagesNow(categoriesCatalog);
