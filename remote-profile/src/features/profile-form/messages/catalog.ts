import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The profile form's own messages (components/profile-form.tsx, loaded when Edit profile is about to be
 * pressed): English as the spec words it, Spanish loaded when chosen.
 */
export const profileFormCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useProfileFormMessages = () => useMessages(profileFormCatalog);
