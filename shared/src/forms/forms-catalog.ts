import { defineCatalog, useMessages } from '../i18n/catalog';
import english from './messages/en.json';

/**
 * The messages of the contract's form kits (labels of the address, phone, date and legal-name fields)
 * and of its rules' refusals (`validation.*`): loaded with a form, not with every first screen.
 */
export const formsCatalog = defineCatalog(english, { es: () => import('./messages/es.json') });
export const useFormsMessages = () => useMessages(formsCatalog);
