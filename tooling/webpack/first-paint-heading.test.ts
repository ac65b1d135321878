import { readDefinition } from '../remotes/portal-remotes.mjs';
import {
  FIRST_PAINT_LOCALES,
  firstPaintHeadings,
  firstPaintLoading,
  firstPaintScript,
} from './first-paint-heading.mjs';

type Exposed = { route?: string; title: string };
const definition = readDefinition() as { remotes: { exposes: Exposed[] }[] };
const routes = definition.remotes.flatMap((remote) => remote.exposes.map((expose) => expose.route));

describe('firstPaintHeadings: the routes whose heading is known from the address', () => {
  const headings = firstPaintHeadings();

  it('has every route of portal.remotes.json without a parameter, and none with one', () => {
    const withoutParameters = routes.filter((route) => route !== undefined && !route.includes(':'));
    expect(Object.keys(headings).sort()).toEqual(withoutParameters.sort());
    expect(Object.keys(headings)).toContain('/categories');
    expect(Object.keys(headings)).not.toContain('/category/:id');
  });

  it("gives each its area title in every language, from the shell's messages", () => {
    for (const byLocale of Object.values(headings)) {
      expect(Object.keys(byLocale)).toEqual(FIRST_PAINT_LOCALES);
    }
    expect(headings['/categories']).toEqual({ en: 'Browse Courses', es: 'Explorar cursos' });
    expect(headings['/interests']!.en).toBe('Wait List & Interests');
  });

  it('refuses an area title the shell has no message for', () => {
    const unknown = { remotes: [{ exposes: [{ route: '/grades', title: 'Grades' }] }] };
    expect(() => firstPaintHeadings(unknown)).toThrow('/grades: the shell has no area message for "Grades"');
  });

  it('says "Loading the portal…" in every language', () => {
    expect(firstPaintLoading()).toEqual({ en: 'Loading the portal…', es: 'Cargando el portal…' });
  });
});

/**
 * The inline script, run against a page of its own: what it draws for an address, a kept language and
 * the browser's languages.
 */
describe("firstPaintScript: the heading index.html draws, in the reader's language", () => {
  const HEADINGS = {
    '/categories': { en: 'Browse Courses', es: 'Explorar cursos' },
    '/checkout': { en: 'Checkout', es: 'Finalizar compra' },
  };
  const LOADING = { en: 'Loading the portal…', es: 'Cargando el portal…' };

  type Drawn = { frame: string; heading: string | null; ariaHidden: string | null; loading: string };

  const draw = ({
    path,
    stored = {},
    languages = [],
    storageRefused = false,
  }: {
    path: string;
    stored?: Record<string, string>;
    languages?: string[];
    storageRefused?: boolean;
  }): Drawn => {
    const drawn: Drawn = { frame: '', heading: null, ariaHidden: null, loading: LOADING.en };
    const heading = {
      className: '',
      textContent: '',
      attributes: {} as Record<string, string>,
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
    };
    const paint = {
      set className(value: string) {
        drawn.frame = value;
      },
      querySelector: (selector: string) =>
        selector === '.boot-content'
          ? {
              prepend: () => {
                drawn.heading = heading.textContent;
                drawn.ariaHidden = heading.attributes['aria-hidden'] ?? null;
              },
            }
          : {
              set textContent(value: string) {
                drawn.loading = value;
              },
            },
    };
    const document = {
      getElementById: (id: string) => (id === 'first-paint' ? paint : null),
      createElement: () => heading,
    };
    const localStorage = {
      getItem: (key: string) => {
        if (storageRefused) throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    };
    // The script as index.html runs it, with the page's globals given as arguments.
    new Function('location', 'localStorage', 'navigator', 'document', firstPaintScript(HEADINGS, LOADING))(
      { pathname: path },
      localStorage,
      { languages },
      document,
    );
    return drawn;
  };

  it.each([
    ['no language kept, none of the browser', {}, [], 'en'],
    ['the browser speaks Spanish', {}, ['es-MX', 'en-US'], 'es'],
    ['the browser speaks French, then Spanish', {}, ['fr-FR', 'es-ES'], 'es'],
    ['the browser speaks only languages the portal lacks', {}, ['fr-FR', 'de'], 'en'],
    ['the visitor chose Spanish', { 'portal.locale': 'es' }, ['en-US'], 'es'],
    ['the portal last showed Spanish', { 'portal.locale.shown': 'es' }, ['en-US'], 'es'],
    [
      'it last showed English, over a Spanish choice kept before',
      { 'portal.locale.shown': 'en', 'portal.locale': 'es' },
      ['es'],
      'en',
    ],
    [
      'a kept value that is no language falls back to the browser',
      { 'portal.locale.shown': 'fr' },
      ['es'],
      'es',
    ],
    ['a kept value that names a property of objects', { 'portal.locale.shown': 'constructor' }, [], 'en'],
  ] as const)('%s: %s', (_case, stored, languages, locale) => {
    const drawn = draw({ path: '/checkout', stored, languages: [...languages] });
    expect(drawn.heading).toBe(HEADINGS['/checkout'][locale]);
    expect(drawn.loading).toBe(LOADING[locale]);
    expect(drawn.frame).toBe('boot-frame');
  });

  it('hides the drawn heading from assistive technology (the loading text says what is coming)', () => {
    expect(draw({ path: '/categories' }).ariaHidden).toBe('true');
  });

  it('reads the address without a trailing slash', () => {
    expect(draw({ path: '/categories/' }).heading).toBe('Browse Courses');
  });

  it('draws nothing on an address without a known heading', () => {
    for (const path of ['/', '/category/1', '/login', '/__proto__', '/constructor', '/categoriesx']) {
      const drawn = draw({ path });
      expect({ path, ...drawn }).toEqual({
        path,
        frame: '',
        heading: null,
        ariaHidden: null,
        loading: LOADING.en,
      });
    }
  });

  it('guesses from the browser when storage is refused', () => {
    expect(draw({ path: '/categories', languages: ['es'], storageRefused: true }).heading).toBe(
      'Explorar cursos',
    );
  });

  it('cannot be closed early by a heading that contains "</script>"', () => {
    const script = firstPaintScript({ '/x': { en: '</script><script>alert(1)' } }, LOADING);
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });
});
