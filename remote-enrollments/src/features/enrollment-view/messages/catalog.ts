import { defineCatalog, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The enrollment view slide-out's messages (progress, attendance, grades, reports): English as the spec
 * words it, Spanish loaded when chosen.
 */
export const enrollmentViewCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useEnrollmentViewMessages = () => useMessages(enrollmentViewCatalog);

export type EnrollmentViewMessageId = keyof typeof english;
/** The formatter `useEnrollmentViewMessages` gives, for helpers that word text for a component. */
export type EnrollmentViewMessages = Messages<EnrollmentViewMessageId>;
