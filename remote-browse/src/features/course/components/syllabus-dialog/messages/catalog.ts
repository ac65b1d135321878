import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The course's Syllabus modal, loaded with its first open (not with the course page): English as the
 * spec words it, Spanish loaded when chosen.
 */
export const syllabusDialogCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSyllabusDialogMessages = () => useMessages(syllabusDialogCatalog);
