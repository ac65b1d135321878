import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The Enrollments page's messages (its list and transcripts): English as the spec words it, Spanish loaded
 * when chosen.
 */
export const enrollmentsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useEnrollmentsMessages = () => useMessages(enrollmentsCatalog);
