import { defineCatalog, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The registration form's fields' messages (records, pickers, the profile summary and the answers'
 * refusals): English as the spec words it, Spanish loaded when chosen.
 */
export const fieldsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useFieldsMessages = () => useMessages(fieldsCatalog);

/** A message id of the fields' catalog. */
export type FieldsMessageId = keyof typeof english;
/** The formatter `useFieldsMessages` gives, for helpers that word text for a component. */
export type FieldsMessages = Messages<FieldsMessageId>;
