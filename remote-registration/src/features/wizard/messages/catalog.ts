import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The registration slide-out's messages (its steps, actions and the form's refusals): English as the spec
 * words it, Spanish loaded when chosen.
 */
export const wizardCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useWizardMessages = () => useMessages(wizardCatalog);

/** A message id of the registration slide-out's catalog. */
export type WizardMessageId = keyof typeof english;
