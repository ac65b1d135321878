import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The Log Attendance page's messages (its time clock cards): English as the spec words it, Spanish loaded
 * when chosen.
 */
export const timeClockCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useTimeClockMessages = () => useMessages(timeClockCatalog);
