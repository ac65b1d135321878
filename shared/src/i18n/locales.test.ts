import { chooseLocale, isLocale, localeOfTag } from './locales';

describe('localeOfTag', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES_us', 'es'],
    ['en-GB', 'en'],
    [' en ', 'en'],
    ['fr-FR', null],
    ['', null],
  ])('reads %p as %p', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});

describe('isLocale', () => {
  it('knows the catalogs the portal has', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('es')).toBe(true);
    expect(isLocale('es-US')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});

describe('chooseLocale', () => {
  const both = ['en', 'es'] as const;
  it.each([
    ['the saved choice first', { offered: both, saved: 'es', browser: ['en-US'] }, 'es'],
    ['the browser when nothing is saved', { offered: both, saved: null, browser: ['es-MX', 'en'] }, 'es'],
    ['the browser’s first offered language', { offered: both, saved: null, browser: ['fr', 'es'] }, 'es'],
    [
      'the school’s default when the browser has none it offers',
      { offered: ['es', 'en'] as const, saved: null, browser: ['fr'] },
      'es',
    ],
    [
      'English for a school that offers only English',
      { offered: ['en'] as const, saved: 'es', browser: ['es'] },
      'en',
    ],
    [
      'a saved choice the school no longer offers counts for nothing',
      { offered: ['en'] as const, saved: 'es', browser: [] },
      'en',
    ],
    ['English when the school offers nothing', { offered: [] as const, saved: null, browser: ['es'] }, 'en'],
  ] as const)('%s', (_case, choice, locale) => {
    expect(chooseLocale(choice)).toBe(locale);
  });
});
