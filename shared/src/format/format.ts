import { currentLocale } from '../i18n/locale-store';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const spanishMoney = new Intl.NumberFormat(LOCALE_TAGS.es, { style: 'currency', currency: 'USD' });

/**
 * Money in the portal's language. English is as the spec shows it: '$ 1,234.56' (a space after the
 * sign, which `Intl` never prints); the spec gives no negative example, and a negative amount (a
 * credit) reads '-$ 12.00'. Spanish (United States) is `Intl`'s: '$1,234.56'.
 */
export const formatMoney = (value: number, locale: Locale = currentLocale()): string =>
  locale === 'en' ? `${value < 0 ? '-' : ''}$ ${amount.format(Math.abs(value))}` : spanishMoney.format(value);

const dayFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
const dayFormats: Record<Locale, Intl.DateTimeFormat> = { en: dayFormat('en'), es: dayFormat('es') };

/**
 * Dates in the portal's language: the spec's 'MM/DD/YYYY' in English, 'DD/MM/YYYY' in Spanish. An ISO
 * date ('2027-01-11') is a calendar day and prints as that day wherever the browser is; an unreadable
 * value prints as given.
 */
export const formatDate = (value: string | Date, locale: Locale = currentLocale()): string => {
  const format = dayFormats[locale];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : format.format(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return locale === 'en' ? `${day[2]}/${day[3]}/${day[1]}` : `${day[3]}/${day[2]}/${day[1]}`;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : format.format(parsed);
};
