import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS } from '../../../shared/src/i18n/locales';
import type { Locale } from '../contracts';
import english from './messages/en.json';
import spanish from './messages/es.json';

/*
 * The API's own messages (refusals, mail, PDFs) in ICU message format, one flat catalog per locale with
 * the same ids. English is the spec's wording, word for word: the API's tests compare it.
 */

export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number | Date>;

const CATALOGS: Record<Locale, Record<MessageId, string>> = { en: english, es: spanish };

const formats = new Map<string, IntlMessageFormat>();

/** The message `id` in `locale`, its placeholders filled in (`{name}`, plurals, selects). */
export function formatMessage(locale: Locale, id: MessageId, values?: MessageValues): string {
  // A message missing from a catalog (the catalog test prevents it) falls back to English.
  const used: Locale = CATALOGS[locale][id] === undefined ? 'en' : locale;
  const message = CATALOGS[used][id];
  if (!message.includes('{')) return message;
  const key = `${used}\0${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, LOCALE_TAGS[used]);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** `formatMessage` bound to one locale: `const t = messagesIn('es'); t('pdf.date')`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
export const messagesIn = (locale: Locale): Translate => {
  const translate: Translate = (id, values) => formatMessage(locale, id, values);
  return translate;
};

// ---------------------------------------------------------------- refusals, by their English

/**
 * The refusals are thrown in English, where they are (HttpError's message: the spec's words, which the
 * API's tests and the web client's refusal catalogs know), and translated once, where the error
 * envelope is written (app.ts): the English is looked up among the catalog's `error.*` messages, as
 * it is or as the pattern of a message with placeholders ('{title} is full.'), and the message of that
 * id is formatted in the request's locale with the values read from the English. A text the catalog
 * does not know (a school's own words, a future message) goes out as it is.
 */
interface RefusalPattern {
  id: MessageId;
  pattern: RegExp;
  names: string[];
  /** The length of its fixed text: a longer one is tried first ('…enrolled in another section of {title}.'). */
  fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

class RefusalIndex {
  private readonly exact = new Map<string, MessageId>();
  private readonly patterns: RefusalPattern[] = [];

  constructor(messages: Record<MessageId, string>) {
    for (const [id, message] of Object.entries(messages) as [MessageId, string][]) {
      if (!id.startsWith('error.')) continue;
      // English refusals have plain `{name}` placeholders only: text and names alternate.
      const parts = message.split(/\{(\w+)\}/);
      if (parts.length === 1) {
        this.exact.set(message, id);
        continue;
      }
      const texts = parts.filter((_, i) => i % 2 === 0);
      const names = parts.filter((_, i) => i % 2 === 1);
      const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)')).join('');
      this.patterns.push({
        id,
        pattern: new RegExp(`^${source}$`, 's'),
        names,
        fixed: texts.join('').length,
      });
    }
    this.patterns.sort((a, b) => b.fixed - a.fixed);
  }

  find(text: string): { id: MessageId; values: Record<string, string> } | null {
    const id = this.exact.get(text);
    if (id) return { id, values: {} };
    for (const { id: patternId, pattern, names } of this.patterns) {
      const match = pattern.exec(text);
      if (match)
        return { id: patternId, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
    }
    return null;
  }
}

let refusals: RefusalIndex | null = null;

/** "$ 1,234.56" (the spec's English money) as Spanish writes it: "$1,234.56". */
const MONEY = /-?\$ \d[\d,]*\.\d{2}/g;
const localizeMoney = (text: string, locale: Locale) =>
  locale === 'en' ? text : text.replace(MONEY, (amount) => amount.replace('$ ', '$'));

/** The placeholders that are counts (a plural's number); every other value stays text ('Welding 2024'). */
const COUNTS = new Set(['days', 'count']);

/**
 * A value read from an English refusal, for the message in `locale`: a count becomes a number (for its
 * plural), money takes the locale's format, and a list of amounts ('$ 10.00 or $ 20.00') its 'or'.
 */
function localizeValue(name: string, value: string, locale: Locale): string | number {
  if (COUNTS.has(name) && /^\d+$/.test(value)) return Number(value);
  const money = localizeMoney(value, locale);
  return name === 'amounts' && locale === 'es' ? money.split(' or ').join(' o ') : money;
}

/** The English refusal `text` in `locale`; the text as it is in English or when the catalog lacks it. */
export function translateRefusal(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  refusals ??= new RefusalIndex(english);
  const found = refusals.find(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [name, localizeValue(name, value, locale)]),
  );
  return formatMessage(locale, found.id, values);
}
