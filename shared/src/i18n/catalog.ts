import { IntlMessageFormat } from 'intl-messageformat';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { LOCALE_TAGS, type Locale } from './locales';
import { currentLocale, useLocaleStore } from './locale-store';

/**
 * A catalog's messages, in ICU message format. In a production build each file is compiled ahead
 * (tooling/webpack/messages-loader.mjs): a message with placeholders arrives as its syntax tree, any
 * other as its text, so that no page parses a message. Unit tests import the JSON as it is.
 */
type CompiledMessages = Record<string, unknown>;
type CatalogModule = { default: CompiledMessages };

export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type RichValues = Record<
  string,
  string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/** Formats a catalog's messages in one locale. */
export interface Messages<Id extends string> {
  (id: Id, values?: MessageValues): string;
  /** A message with markup (`<link>…</link>`) or elements for its placeholders. */
  rich: (id: Id, values: RichValues) => ReactNode;
  locale: Locale;
}

const hasSyntax = (message: unknown) =>
  typeof message !== 'string' || message.includes('{') || message.includes('<');

class CatalogOf<Id extends string> {
  private readonly loaded = new Map<Locale, CompiledMessages>();
  private readonly loading = new Map<Locale, Promise<void>>();
  private readonly failed = new Set<Locale>();
  private readonly formats = new Map<string, IntlMessageFormat>();
  private readonly formatters = new Map<Locale, Messages<Id>>();
  private refusals: RefusalIndex | null = null;

  constructor(
    english: Record<Id, string>,
    private readonly loaders: Partial<Record<Locale, () => Promise<CatalogModule>>>,
  ) {
    this.loaded.set('en', english);
  }

  /**
   * Resolves once the locale's messages are here, or have failed to load: the catalog then speaks
   * English in that locale until the next change of language asks for them again. Never rejects,
   * and is the same promise while it is pending (Suspense waits on it: `useMessages`).
   */
  load(locale: Locale): Promise<void> {
    if (this.isReady(locale)) return Promise.resolve();
    let pending = this.loading.get(locale);
    if (!pending) {
      pending = this.loaders[locale]!().then(
        (module) => void this.loaded.set(locale, module.default),
        () => void this.failed.add(locale),
      );
      pending.finally(() => this.loading.delete(locale));
      this.loading.set(locale, pending);
    }
    return pending;
  }

  /** Asks again for a locale whose messages failed to load. */
  retry(locale: Locale): Promise<void> {
    this.failed.delete(locale);
    return this.load(locale);
  }

  isReady(locale: Locale) {
    return this.loaded.has(locale) || this.failed.has(locale) || !this.loaders[locale];
  }

  /** `text` in `locale`, when it is the English of one of this catalog's `validation.*` messages. */
  translateRefusal(text: string, locale: Locale): string | null {
    this.refusals ??= new RefusalIndex(this.loaded.get('en')!);
    const found = this.refusals.find(text);
    return found ? this.messagesIn(locale)(found.id as Id, found.values) : null;
  }

  messagesIn(locale: Locale): Messages<Id> {
    const known = this.formatters.get(locale);
    if (known) return known;
    const text = (id: Id, values?: RichValues): unknown => {
      const own = this.loaded.get(locale)?.[id];
      // A message missing from a catalog (the check in tooling prevents it) falls back to English.
      const usedLocale: Locale = own === undefined ? 'en' : locale;
      const message = own ?? this.loaded.get('en')![id];
      if (!hasSyntax(message)) return message;
      const key = `${usedLocale}\0${id}`;
      let format = this.formats.get(key);
      if (!format) {
        format = new IntlMessageFormat(message as string, LOCALE_TAGS[usedLocale]);
        this.formats.set(key, format);
      }
      return format.format(values as never);
    };
    const messages = ((id: Id, values?: MessageValues) => String(text(id, values))) as Messages<Id>;
    messages.rich = (id, values) => {
      const parts = text(id, values);
      // Children given one by one, not as a list: React asks no keys of a sentence's parts.
      return Array.isArray(parts)
        ? createElement(Fragment, null, ...(parts as ReactNode[]))
        : (parts as ReactNode);
    };
    messages.locale = locale;
    this.formatters.set(locale, messages);
    return messages;
  }
}

export type Catalog<Id extends string> = CatalogOf<Id>;

/** The pieces of an English message made of text and plain `{placeholders}` only; null for any other. */
type Piece = { text: string } | { argument: string };
const piecesOf = (message: unknown): Piece[] | null => {
  if (typeof message === 'string') {
    if (/[<{}]/.test(message.replace(/\{\w+\}/g, ''))) return null;
    return message
      .split(/(\{\w+\})/)
      .filter(Boolean)
      .map((part) => (/^\{\w+\}$/.test(part) ? { argument: part.slice(1, -1) } : { text: part }));
  }
  if (!Array.isArray(message)) return null;
  const pieces: Piece[] = [];
  for (const element of message as { type: number; value: string }[]) {
    // The compiled syntax tree (@formatjs/icu-messageformat-parser): 0 is text, 1 a plain argument.
    if (element.type === 0) pieces.push({ text: element.value });
    else if (element.type === 1) pieces.push({ argument: element.value });
    else return null;
  }
  return pieces;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches an English refusal to a message of `validation.*`, with the values of its placeholders. */
class RefusalIndex {
  private readonly exact = new Map<string, string>();
  private readonly patterns: { id: string; pattern: RegExp; names: string[] }[] = [];

  constructor(english: Record<string, unknown>) {
    for (const [id, message] of Object.entries(english)) {
      if (!id.startsWith('validation.')) continue;
      const pieces = piecesOf(message);
      if (!pieces) continue;
      const names = pieces.flatMap((piece) => ('argument' in piece ? [piece.argument] : []));
      if (names.length === 0)
        this.exact.set(pieces.map((piece) => ('text' in piece ? piece.text : '')).join(''), id);
      else {
        const source = pieces.map((piece) => ('text' in piece ? escapeRegExp(piece.text) : '(.+?)')).join('');
        this.patterns.push({ id, pattern: new RegExp(`^${source}$`), names });
      }
    }
  }

  find(text: string): { id: string; values?: MessageValues } | null {
    const id = this.exact.get(text);
    if (id) return { id };
    for (const { id: patternId, pattern, names } of this.patterns) {
      const match = pattern.exec(text);
      if (match)
        return { id: patternId, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
    }
    return null;
  }
}

/** Every catalog defined on the page, so that a change of language waits for all of them. */
const catalogs = new Set<CatalogOf<string>>();

/**
 * A catalog of one app's messages: its English (the spec's wording, bundled with the code) and a loader
 * per other locale, a chunk of the same app, so that a remote released alone brings its translations.
 */
export const defineCatalog = <Id extends string>(
  english: Record<Id, string>,
  loaders: Partial<Record<Locale, () => Promise<CatalogModule>>>,
): Catalog<Id> => {
  const catalog = new CatalogOf<Id>(english, loaders);
  catalogs.add(catalog as unknown as CatalogOf<string>);
  // A catalog defined after the language changed (a remote opened later) starts loading at once.
  const { locale } = useLocaleStore.getState();
  void catalog.load(locale);
  return catalog;
};

/**
 * Resolves once every catalog on the page is ready in the portal's language (or failed to load): code
 * loaded on demand waits for it before it draws, so that it draws in that language at once instead of
 * suspending (its module's catalogs start loading when the module runs, `defineCatalog`).
 */
export const catalogsReady = (): Promise<void> => {
  const locale = currentLocale();
  return Promise.all([...catalogs].map((catalog) => catalog.load(locale))).then(() => undefined);
};

/** Loads every catalog on the page in a locale: a change of language then renders in one step. */
export const loadCatalogs = (locale: Locale) =>
  Promise.all([...catalogs].map((catalog) => catalog.retry(locale)));

/**
 * The catalog's messages in the portal's locale. A component using it renders again when the
 * language changes; until the catalog of a new language arrives, it suspends.
 */
export const useMessages = <Id extends string>(catalog: Catalog<Id>): Messages<Id> => {
  const locale = useLocaleStore((state) => state.locale);
  // Suspends by throwing the load, the renderer's Suspense protocol (Preact's compatibility layer has
  // no `use`): the nearest Suspense shows its fallback and renders this again once the load settles.
  if (!catalog.isReady(locale)) throw catalog.load(locale);
  return useMemo(() => catalog.messagesIn(locale), [catalog, locale]);
};

/** The catalog's messages in the portal's locale, for code outside React (a toast, a schema's refusal). */
export const messagesNow = <Id extends string>(catalog: Catalog<Id>): Messages<Id> => {
  const locale = currentLocale();
  return catalog.messagesIn(locale);
};

/**
 * A form's refusal in the portal's language. The rules (zod schemas, shared with the API) say the
 * spec's English; a catalog that has the same English under a `validation.*` id gives the words of
 * the locale, placeholders included ('Use at most {max} characters'). Any other text shows as it is.
 */
export const translateRefusal = (text: string, locale: Locale): string => {
  if (locale === 'en') return text;
  for (const catalog of catalogs) {
    const translated = catalog.translateRefusal(text, locale);
    if (translated !== null) return translated;
  }
  return text;
};

/** `translateRefusal` in the portal's locale, rendering again when it changes. */
export const useRefusal = (text: string | undefined): string | undefined => {
  const locale = useLocaleStore((state) => state.locale);
  return text === undefined ? undefined : translateRefusal(text, locale);
};
