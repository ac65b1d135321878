import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The signature editor's messages, on the profile page and in the panel of registration forms: its view
 * and the outcome of a save: English as the spec words it, Spanish loaded when chosen.
 */
export const signatureCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useSignatureMessages = () => useMessages(signatureCatalog);
