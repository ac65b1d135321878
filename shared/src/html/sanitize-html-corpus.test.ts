// The corpus is the e2e suite's fixture (issue 16, item 7): one list for the browser and for this test.
import { XSS_CORPUS, XSS_VECTORS } from '../../../e2e/fixtures/xss-vectors';
import { sanitizeHtml } from './sanitize-html';

const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'dynsrc',
  'lowsrc',
  'code',
  'codebase',
  'content',
]);
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'portal',
]);
// A browser ignores whitespace and control characters inside a URL's scheme.
// eslint-disable-next-line no-control-regex
const squeeze = (value: string) => value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
const SCRIPT_URL = /(^|url=)(javascript:|vbscript:|data:text\/html)/;

/**
 * What a browser would get from this HTML once parsed: every element (in templates and in SVG and
 * MathML too) with a handler attribute, a script URL, a style attribute or a forbidden tag.
 */
const problemsIn = (html: string): string[] => {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  const walk = (root: DocumentFragment) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.localName.toLowerCase();
      if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`<${tag}> element`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`${name} on <${tag}>`);
        if (name === 'style' || name === 'srcdoc') problems.push(`${name} on <${tag}>`);
        if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(squeeze(attribute.value))) {
          problems.push(`${name}="${attribute.value}" on <${tag}>`);
        }
      }
      if (element instanceof HTMLTemplateElement) walk(element.content);
    }
  };
  walk(template.content);
  return problems;
};

/** The HTML as a browser would serialize it after parsing: a second pass shows mutation XSS. */
const reparsed = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
};

/** The vector with its encodings undone, as far as a quick look can: entities, %xx, \u and \x escapes, base64, char codes. */
const decoded = (vector: string): string => {
  const textarea = document.createElement('textarea');
  textarea.innerHTML = vector.replace(/&#x?[0-9a-f]+(?![0-9a-f;])/gi, (entity) => `${entity};`);
  const entities = textarea.value;
  const percent = (() => {
    try {
      return decodeURIComponent(decodeURIComponent(vector));
    } catch {
      return vector.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  })();
  const escapes = vector
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = (vector.match(/[A-Za-z0-9+/]{6,}={0,2}/g) ?? []).map((token) => {
    try {
      return atob(token);
    } catch {
      return '';
    }
  });
  const charCodes = (vector.match(/fromCharCode\(([\d,]+)\)/g) ?? []).map((call) =>
    String.fromCharCode(...(call.match(/\d+/g) ?? []).map(Number)),
  );
  // 'al'+'ert' and the like.
  const joined = vector.replace(/['"]\s*\+\s*['"]/g, '');
  return [vector, entities, percent, escapes, joined, ...base64, ...charCodes].join('\n');
};

describe('the XSS corpus', () => {
  it('has at least 200 vectors, each once', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(XSS_VECTORS).size).toBe(XSS_VECTORS.length);
  });

  it('has vectors that would set window.__xss or open a dialog if they ran', () => {
    const silent = XSS_VECTORS.filter((vector) => !/alert|confirm|prompt|__xss/.test(decoded(vector)));
    expect(silent).toEqual([]);
  });
});

describe('sanitizeHtml with the XSS corpus', () => {
  it.each(XSS_CORPUS.map((vector) => [vector.family, vector.text]))(
    '%s: leaves no script, handler or script URL in %j',
    (_family, vector) => {
      const clean = sanitizeHtml(vector);
      expect(clean).not.toMatch(/<\s*script/i);
      expect(problemsIn(clean)).toEqual([]);
      // Parsed and serialized again (as the browser does when it inserts it), it stays clean.
      expect(problemsIn(reparsed(clean))).toEqual([]);
    },
  );

  it('leaves nothing in the whole corpus joined into one text, in either order', () => {
    for (const vectors of [XSS_VECTORS, [...XSS_VECTORS].reverse()]) {
      const clean = sanitizeHtml(vectors.join('\n'));
      expect(clean).not.toMatch(/<\s*script/i);
      expect(problemsIn(clean)).toEqual([]);
      expect(problemsIn(reparsed(clean))).toEqual([]);
    }
  });
});
