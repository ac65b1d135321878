/**
 * The browser's own HTML sanitizer (the HTML Sanitizer API: `Element.setHTML` with a `Sanitizer`),
 * where the browser has it (Chromium 146 and later, Firefox 148 and later). It costs no bytes and no
 * wait: school HTML is on the first frame that shows its block, where DOMPurify first had to load
 * (11 KB, and a shift of the page when the HTML appeared). Browsers without it keep DOMPurify
 * (`sanitize-html.ts`), loaded when a page first shows school HTML.
 *
 * `setHTML` always removes what can run (scripts, frames, event handlers, script URLs), whatever the
 * configuration says; the configuration below starts from the API's default (formatting, lists,
 * tables, links) and adds what school texts use and DOMPurify kept: images, disclosure boxes and new-tab
 * links. Styles, forms and their fields stay out, as with DOMPurify (architecture section 9); links and
 * images keep only the addresses DOMPurify keeps.
 */

/** The parts of the Sanitizer API this module uses (TypeScript's DOM types do not have it yet). */
type BrowserSanitizer = {
  allowElement(element: string | { name: string; attributes: string[] }): boolean;
  removeElement(element: string): boolean;
  allowAttribute(attribute: string): boolean;
};
type SanitizerConstructor = new () => BrowserSanitizer;
type SafeSetHtml = (html: string, options: { sanitizer: BrowserSanitizer }) => void;

const sanitizerConstructor = (): SanitizerConstructor | null => {
  const candidate = (globalThis as { Sanitizer?: unknown }).Sanitizer;
  const setHtml = (globalThis.Element?.prototype as { setHTML?: unknown } | undefined)?.setHTML;
  // An early, different draft of the API (Chromium 105 to 118) had neither of these methods.
  if (typeof candidate !== 'function' || typeof setHtml !== 'function') return null;
  const prototype = (candidate as { prototype: Partial<BrowserSanitizer> }).prototype;
  return typeof prototype.allowElement === 'function' && typeof prototype.removeElement === 'function'
    ? (candidate as SanitizerConstructor)
    : null;
};

let configured: BrowserSanitizer | null | undefined;

const schoolHtmlSanitizer = (): BrowserSanitizer | null => {
  if (configured !== undefined) return configured;
  const Sanitizer = sanitizerConstructor();
  try {
    configured = Sanitizer ? configure(new Sanitizer()) : null;
  } catch {
    configured = null;
  }
  return configured;
};

const configure = (sanitizer: BrowserSanitizer): BrowserSanitizer => {
  sanitizer.allowElement({ name: 'img', attributes: ['src', 'alt', 'width', 'height'] });
  sanitizer.allowElement({ name: 'details', attributes: ['open'] });
  sanitizer.allowElement('summary');
  // A <title> in a text would be the document's title where the shell has none; DOMPurify drops it too.
  sanitizer.removeElement('title');
  // Kept only to be checked: finishSanitizedElement allows a new tab and nothing else.
  sanitizer.allowAttribute('target');
  return sanitizer;
};

/** Whether this browser sanitizes by itself (then no sanitizer is ever downloaded). */
export const hasBrowserSanitizer = () => schoolHtmlSanitizer() !== null;

/**
 * What both sanitizers do to each element they keep: only a new tab is allowed as a link's target,
 * and it never gets a handle on the portal; an image waits until it is near the screen (below the
 * fold it may never be needed; above it, the browser loads it at once anyway).
 */
export const finishSanitizedElement = (element: Element) => {
  if (element.tagName === 'IMG') element.setAttribute('loading', 'lazy');
  if (!element.hasAttribute('target')) return;
  if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.removeAttribute('target');
  }
};

/**
 * An address a kept element may point to: the web's, mail and phone, or one relative to the page.
 * The browser's sanitizer removes javascript: URLs only; DOMPurify also drops vbscript: and data:
 * links (it keeps a few more schemes than these, and data: images), so this list is the narrower one.
 */
const SAFE_ADDRESS = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const ADDRESS_ATTRIBUTES = ['href', 'src', 'cite'];

/** Browsers drop whitespace and control characters when they read a URL's scheme; so does the check. */
// eslint-disable-next-line no-control-regex
const squeezed = (address: string) => address.replace(/[\s\u0000-\u001f]/g, '');

const dropUnsafeAddresses = (root: Element) => {
  for (const attribute of ADDRESS_ATTRIBUTES) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      if (!SAFE_ADDRESS.test(squeezed(element.getAttribute(attribute) ?? '')))
        element.removeAttribute(attribute);
    }
  }
};

/**
 * Replaces `element`'s content with `html`, sanitized by the browser; only where `hasBrowserSanitizer`
 * says it can (elsewhere it changes nothing).
 */
export const setSanitizedHtml = (element: Element, html: string) => {
  const sanitizer = schoolHtmlSanitizer();
  if (!sanitizer) return;
  (element as unknown as { setHTML: SafeSetHtml }).setHTML(html, { sanitizer });
  dropUnsafeAddresses(element);
  for (const kept of element.querySelectorAll('[target], img')) finishSanitizedElement(kept);
};
