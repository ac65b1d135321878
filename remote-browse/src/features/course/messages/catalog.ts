import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The course page's messages: English as the spec words it, Spanish loaded when chosen. */
export const courseCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useCourseMessages = () => useMessages(courseCatalog);
