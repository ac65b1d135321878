import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The new phone contact form's messages (components/new-contact-form.tsx, loaded when Add new is about to
 * be pressed): its fields and its refusals: English as the spec words it, Spanish loaded when chosen.
 */
export const newContactCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useNewContactMessages = () => useMessages(newContactCatalog);
