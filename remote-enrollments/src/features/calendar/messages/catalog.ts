import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The Calendar page's messages (its month grid and .ics export): English as the spec words it, Spanish
 * loaded when chosen.
 */
export const calendarCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCalendarMessages = () => useMessages(calendarCatalog);

/** The formatter `useCalendarMessages` gives, for rules that word text for a component. */
export type CalendarMessages = Messages<keyof typeof english>;
/** The messages in the portal's language now, for code outside React (a rule called without a formatter). */
export const calendarMessagesNow = (): CalendarMessages => messagesNow(calendarCatalog);
