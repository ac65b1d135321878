import { defineCatalog, messagesNow, useMessages } from './catalog';
import english from './messages/en.json';

/**
 * The messages of the host contract's own pieces (the base kits, the forms' rules, the API client):
 * provided by the shell, so every remote's pages say them alike.
 */
export const sharedCatalog = defineCatalog(english, { es: () => import('./messages/es.json') });
export const useSharedMessages = () => useMessages(sharedCatalog);
export const sharedMessagesNow = () => messagesNow(sharedCatalog);
