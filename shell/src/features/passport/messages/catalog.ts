import { defineCatalog, messagesNow, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** A passport link's toasts: English as the spec words it, Spanish loaded when chosen. */
export const passportCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const usePassportMessages = () => useMessages(passportCatalog);
export const passportMessagesNow = () => messagesNow(passportCatalog);
