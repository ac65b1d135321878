import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/** The Wait List & Interests page's messages: English as the spec words it, Spanish loaded when chosen. */
export const interestsCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useInterestsMessages = () => useMessages(interestsCatalog);

export type InterestsMessageId = keyof typeof english;
