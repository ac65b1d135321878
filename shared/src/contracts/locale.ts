import * as z from '../zod';
import { LOCALES } from '../i18n/locales';

/** A language the portal has catalogs for ('en', 'es'). */
export const localeSchema = z.enum(LOCALES);

/** POST student/locale: the language the signed-in person chose, kept for their next visit, mail and PDFs. */
export const localeInputSchema = z.object({ locale: localeSchema });
export type LocaleInput = z.infer<typeof localeInputSchema>;
export type { Locale } from '../i18n/locales';
