import { defineCatalog, messagesNow, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The sign-in modal and its forms (sign in, register, password reset, email recovery), with the refusals only
 * they show, loaded when the modal first opens or /login shows: English as the spec words it, Spanish loaded
 * when chosen.
 */
export const signInCatalog = defineCatalog(english, { es: () => import('./es.json') });
export type SignInMessageId = keyof typeof english;
export const useSignInMessages = () => useMessages(signInCatalog);
export const signInMessagesNow = () => messagesNow(signInCatalog);
