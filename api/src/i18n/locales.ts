import type { FastifyRequest } from 'fastify';
import type { Locale, School } from '../contracts';
import type { Queryable } from '../db';
// The portal's list of locales and its tag parser: a plain module of @portal/shared (no React, no
// browser API), reached by its path because the API imports only the contracts entry of the package
// (`@portal/shared/i18n` brings the web catalogs and React along).
import { isLocale, localeOfTag } from '../../../shared/src/i18n/locales';

/*
 * Which language the API speaks to whom (docs/adr/019): a request's refusals follow its
 * Accept-Language (the web client sends the portal's locale on every call), mail and PDFs the
 * person's saved choice, and all of it only among the locales the school offers.
 */

/** What the school offers: its `locales`, the first its default; English alone when it says nothing. */
export const offeredLocales = (school: Pick<School, 'locales'>): readonly Locale[] =>
  school.locales && school.locales.length > 0 ? school.locales : ['en'];

export const defaultLocale = (school: Pick<School, 'locales'>): Locale => offeredLocales(school)[0] ?? 'en';

/** One language range of an Accept-Language header and its weight. */
export interface LanguageRange {
  tag: string;
  q: number;
}

const Q_PARAMETER = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The ranges of an Accept-Language header (RFC 9110 12.5.4), most wanted first: by weight, then in
 * the order written. A range with q=0 ("not this one") or a malformed weight is left out.
 */
export function parseAcceptLanguage(header: string | readonly string[] | undefined): LanguageRange[] {
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  const ranges: (LanguageRange & { index: number })[] = [];
  text.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.split(';').map((piece) => piece.trim());
    // A language tag ('es', 'es-MX'; 'es_MX' as some clients write it) or '*'; anything else is skipped.
    if (!/^(\*|[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*)$/.test(rawTag)) return;
    let q = 1;
    for (const param of params) {
      if (!/^q=/i.test(param)) continue;
      if (!Q_PARAMETER.test(param)) return;
      q = Number(param.slice(2));
    }
    if (q > 0) ranges.push({ tag: rawTag, q, index });
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag, q }) => ({ tag, q }));
}

/**
 * The locale to answer in: the most wanted range of `header` whose language the school offers ('es-MX'
 * is 'es'; '*' is the school's default), else the school's default (its first locale), else English.
 */
export function negotiateLocale(
  header: string | readonly string[] | undefined,
  offered: readonly Locale[],
): Locale {
  for (const { tag } of parseAcceptLanguage(header)) {
    if (tag === '*') break;
    const locale = localeOfTag(tag);
    if (locale !== null && offered.includes(locale)) return locale;
  }
  return offered[0] ?? 'en';
}

const requestLocales = new WeakMap<FastifyRequest, Locale>();

/** The locale of a request's replies (its Accept-Language among the school's locales), read once. */
export function requestLocale(request: FastifyRequest, school: Pick<School, 'locales'>): Locale {
  let locale = requestLocales.get(request);
  if (!locale) {
    locale = negotiateLocale(request.headers['accept-language'], offeredLocales(school));
    requestLocales.set(request, locale);
  }
  return locale;
}

/**
 * The locale of what is made for a person rather than for a request (mail, PDFs): their saved choice
 * when the school still offers it, else `fallback` (the request's locale), else the school's default.
 */
export function personLocale(
  school: Pick<School, 'locales'>,
  saved: string | null | undefined,
  fallback?: Locale,
): Locale {
  const offered = offeredLocales(school);
  if (isLocale(saved) && offered.includes(saved)) return saved;
  if (fallback && offered.includes(fallback)) return fallback;
  return defaultLocale(school);
}

/** A student's saved choice (`students.preferred_locale`), null when they made none. */
export async function savedLocale(db: Queryable, studentId: number): Promise<Locale | null> {
  const [row] = await db.query<{ preferred_locale: string | null }>(
    'SELECT preferred_locale FROM students WHERE id = $1',
    [studentId],
  );
  return isLocale(row?.preferred_locale) ? row.preferred_locale : null;
}

/**
 * The locale of a PDF or mail a signed-in session asks for: the signed-in person's saved choice (a
 * guardian acting for a related student keeps their own), else the request's, else the school's default.
 */
export async function requesterLocale(
  db: Queryable,
  school: Pick<School, 'locales'>,
  request: FastifyRequest,
  auth: { originalStudentId: number },
): Promise<Locale> {
  return personLocale(school, await savedLocale(db, auth.originalStudentId), requestLocale(request, school));
}
