import { defineCatalog, useMessages, type Messages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The upload area's messages, in both slide-outs: picking, cropping and listing the files, and the
 * refusals of an upload: English as the spec words it, Spanish loaded when chosen.
 */
export const uploadCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useUploadMessages = () => useMessages(uploadCatalog);

export type UploadMessageId = keyof typeof english;
/** The formatter `useUploadMessages` gives, for helpers that word text for a component. */
export type UploadMessages = Messages<UploadMessageId>;
