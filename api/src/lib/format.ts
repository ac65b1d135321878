import type { Locale } from '../contracts';
import { LOCALE_TAGS } from '../../../shared/src/i18n/locales';

/**
 * Display formats shared by the API's JSON (dates arrive as 'YYYY-MM-DD', times as 'HH:MM:SS'), mail
 * and PDFs. Those that take a locale write English as they always have (the spec's formats) and
 * Spanish with the day first (DD/MM/YYYY) and money without the space ('$1,234.56').
 */

/** '11/24/2026' in English, '24/11/2026' in Spanish. */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return locale === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** '01/12/2027 - 03/20/2027', or a single date when both are the same day. */
export function formatDateRange(start: string | null, end: string | null, locale: Locale = 'en'): string {
  if (!start) return '';
  if (!end || end === start) return formatDate(start, locale);
  return `${formatDate(start, locale)} - ${formatDate(end, locale)}`;
}

/** '18:30:00' -> '6:30 PM'. */
export function formatTime(time: string): string {
  const [hh = '0', mm = '00'] = time.split(':');
  const h = Number(hh);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${suffix}`;
}

export function formatTimeRange(start: string | null, end: string | null): string {
  if (!start) return '';
  return end ? `${formatTime(start)} - ${formatTime(end)}` : formatTime(start);
}

export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Spec section 9: money is shown as '$ 1,234.56' (from integer cents; '-$ 5.00' below 0); in Spanish
 * '$1,234.56' ('-$5.00').
 */
export function formatCents(cents: number, locale: Locale = 'en'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${locale === 'es' ? '' : ' '}${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as a date in the school's time zone: '11/24/2026' (en-US), '24/11/2026' in Spanish. */
export function formatInstantDate(at: Date, timeZone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return formatDate(`${part('year')}-${part('month')}-${part('day')}`, locale);
}

/**
 * An instant as a date and time in the school's time zone: '11/24/2026, 3:05 PM EST' in English,
 * '24/11/2026, 3:05 p. m. EST' in Spanish (plain spaces: newer ICU data puts a narrow no-break space
 * before AM/PM).
 */
export function formatInstantDateTime(at: Date, timeZone: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');
}
