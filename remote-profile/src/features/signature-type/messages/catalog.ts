import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The signature's type step's messages (components/type-step.tsx, loaded when Type a Signature is about
 * to be pressed): English as the spec words it, Spanish loaded when chosen.
 */
export const typeStepCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useTypeStepMessages = () => useMessages(typeStepCatalog);
