import { defineCatalog, messagesNow, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/** The Schedule page's messages: English as the spec words it, Spanish loaded when chosen. */
export const scheduleCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useScheduleMessages = () => useMessages(scheduleCatalog);

/** The formatter `useScheduleMessages` gives, for rules that word text for a component. */
export type ScheduleMessages = Messages<keyof typeof english>;
/** The messages in the portal's language now, for code outside React (a rule called without a formatter). */
export const scheduleMessagesNow = (): ScheduleMessages => messagesNow(scheduleCatalog);
