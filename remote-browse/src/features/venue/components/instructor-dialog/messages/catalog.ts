import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The instructor's bio panel, loaded with its first open (not with the pages): English as the spec words
 * it, Spanish loaded when chosen.
 */
export const instructorDialogCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useInstructorDialogMessages = () => useMessages(instructorDialogCatalog);
