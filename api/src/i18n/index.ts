/**
 * The API's languages (docs/adr/019): which locale a request, a mail or a PDF is in (locales.ts) and
 * the API's own messages in each (messages.ts, messages/<locale>.json).
 */
import type { Locale } from '../contracts';
import { formatMessage } from './messages';

/** The tag each locale formats with (Intl): 'en-US', 'es-US'. */
export { LOCALE_TAGS } from '../../../shared/src/i18n/locales';
export {
  defaultLocale,
  negotiateLocale,
  offeredLocales,
  parseAcceptLanguage,
  personLocale,
  requesterLocale,
  requestLocale,
  savedLocale,
  type LanguageRange,
} from './locales';
export {
  formatMessage,
  messagesIn,
  translateRefusal,
  type MessageId,
  type MessageValues,
  type Translate,
} from './messages';

/** A PDF's page numbers in `locale` (renderPdf's `pageLabel`): 'Page 1 of 2', 'Página 1 de 2'. */
export const pdfPageLabel =
  (locale: Locale) =>
  (page: number, pages: number): string =>
    formatMessage(locale, 'pdf.page', { page, pages });
