import { reportMessage, reportPage } from './report-text';

describe('reportMessage: what of an error may leave the browser', () => {
  it.each<[string, unknown, string]>([
    ['the name and message of an Error', new Error('Account is broken'), 'Error: Account is broken'],
    [
      'the first line only (no stack)',
      new TypeError('x is undefined\n    at a (b.js:1:2)'),
      'TypeError: x is undefined',
    ],
    [
      'no e-mail address',
      new Error('could not sign in ana.lopez@example.com'),
      'Error: could not sign in <email>',
    ],
    [
      'no long numbers (ids, card or phone digits)',
      'card 4111111111111111 for student 52013',
      'card <n> for student <n>',
    ],
    [
      'short numbers kept (statuses)',
      '500 /api/course/:id: Server error!',
      '500 /api/course/:id: Server error!',
    ],
    [
      'no query strings',
      'http://localhost:4104/m.json?token=abc failed',
      'http://localhost:4104/m.json failed',
    ],
    ['no control characters', 'a\u0000b\u0007c', 'a b c'],
    ['something that is not an Error', 42, '42'],
    [
      "the federation runtime's original error",
      new Error(
        '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {}\nOriginal Error Message:\n Error: http://localhost:4640/mf-manifest.json answered 404\nmore',
      ),
      'Error: http://localhost:4640/mf-manifest.json answered 404',
    ],
  ])('%s', (_name, error, message) => {
    expect(reportMessage(error)).toBe(message);
  });

  it('is cut to 300 characters', () => {
    expect(reportMessage('x'.repeat(1000))).toHaveLength(300);
  });
});

describe('reportPage: the page as its route, never its address', () => {
  const patterns = ['/categories', '/category/:id', '/category/:categoryId/course/:id', '/account'];
  it.each([
    ['/category/12', '/category/:id'],
    ['/category/12/course/345', '/category/:categoryId/course/:id'],
    ['/account', '/account'],
    ['/account/', '/account'],
    ['/application/9876', '/application/:id'],
    ['/somewhere/else', '/somewhere/else'],
  ])('%s is %s', (pathname, page) => {
    expect(reportPage(pathname, patterns)).toBe(page);
  });
});
