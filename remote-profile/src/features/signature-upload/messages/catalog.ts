import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The signature's upload and filter steps' messages (components/upload-step.tsx here, and the filter
 * step that follows it, signature-upload/components/filter-step.tsx, loaded with it): English as the spec
 * words it, Spanish loaded when chosen.
 */
export const uploadStepCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useUploadStepMessages = () => useMessages(uploadStepCatalog);
