import type { DOMPurify } from 'dompurify';
import { finishSanitizedElement } from './browser-sanitizer';

/**
 * Server-provided HTML (extra info, descriptions, syllabus, terms) is sanitized before it is shown
 * (architecture section 9): no scripts, event handlers, styles, forms or frames; links that open a
 * new tab get rel="noopener noreferrer".
 *
 * DOMPurify (11 KB gzipped) loads with the first HTML a page shows, not with every first screen: the
 * contract's root is in every route's first load, and most first screens show no school HTML
 * (docs/adr/019-messages-and-locales.md, where the locale's cost was paid for). `HtmlContent` does
 * not load it at all where the browser sanitizes by itself (`browser-sanitizer.ts`).
 */
let purifier: DOMPurify | null = null;
let loading: Promise<void> | null = null;

const configure = (instance: DOMPurify): DOMPurify => {
  instance.addHook('afterSanitizeAttributes', finishSanitizedElement);
  return instance;
};

/** Loads the sanitizer once; resolves when `sanitizeHtml` keeps formatting. A failed load is asked again. */
export const loadSanitizer = (): Promise<void> => {
  loading ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(
    (module) => void (purifier ??= configure(module.default)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

export const isSanitizerLoaded = () => purifier !== null;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Safe HTML for `html`. Before the sanitizer has loaded (`loadSanitizer`), the text alone, escaped:
 * read from an inert document, which runs nothing, so safe too, only without its formatting.
 */
export const sanitizeHtml = (html: string): string => {
  if (!html) return '';
  if (!purifier) {
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    return escapeText(text);
  }
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
};
