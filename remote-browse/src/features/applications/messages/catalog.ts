import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/** My Applications' messages: English as the spec words it, Spanish loaded when chosen. */
export const applicationsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useApplicationsMessages = () => useMessages(applicationsCatalog);

export type ApplicationsMessageId = keyof typeof english;
/** The formatter `useApplicationsMessages` gives, for helpers and rules that word text for a component. */
export type ApplicationsMessages = Messages<ApplicationsMessageId>;
/** The messages in the portal's language now, for code outside React (a toast, a confirmation). */
export const applicationsMessagesNow = (): ApplicationsMessages => messagesNow(applicationsCatalog);
