import type { TestResponse } from './context';

/** The headers of a page the portal frames (src/http/framed-pages.ts), written out: what they must be. */
const FRAMED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * A framed page (the application-form tool's, a document form's answers): its status, its headers, and
 * no script in any form. Gives the page's HTML.
 */
export function expectFramedPage(res: TestResponse, status: number): string {
  expect({ status: res.statusCode, headers: res.headers }).toMatchObject({
    status,
    headers: FRAMED_PAGE_HEADERS,
  });
  expect(res.body).toMatch(/^<!doctype html>/);
  expect(res.body).not.toMatch(/<script|javascript:/i);
  // No event-handler attribute on any tag (attribute values, escaped, may hold any text).
  const tags = res.body.match(/<[a-z][^>]*>/gi) ?? [];
  expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""')))).toEqual([]);
  return res.body;
}
