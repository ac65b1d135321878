/** The languages the portal has catalogs for. A school offers some of them (`school.locales`). */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The tag each locale formats with and writes into `<html lang>`: English and Spanish of the United States. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language by its own name, as a language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** 'es-MX' → 'es'; null for a language the portal has no catalog for. */
export const localeOfTag = (tag: string): Locale | null => {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
};

export type LocaleChoice = {
  /** What the school offers (its first is its default); English alone when it says nothing. */
  offered: readonly Locale[];
  /** The student's saved choice, or a visitor's choice stored in this browser. */
  saved: Locale | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browser: readonly string[];
};

/**
 * The locale the portal speaks: the saved choice, else the browser's first language the school offers,
 * else the school's default. A choice the school no longer offers counts for nothing.
 */
export const chooseLocale = ({ offered, saved, browser }: LocaleChoice): Locale => {
  const offers = (locale: Locale | null): locale is Locale => locale !== null && offered.includes(locale);
  if (offers(saved)) return saved;
  for (const tag of browser) {
    const locale = localeOfTag(tag);
    if (offers(locale)) return locale;
  }
  return offered[0] ?? 'en';
};
