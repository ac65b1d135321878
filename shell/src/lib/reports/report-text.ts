import { REPORT_MESSAGE_MAX } from '@portal/shared';
import { matchPath } from '@portal/shared/router';

/** The contract refuses control characters: each becomes a space. */
const withoutControls = (text: string): string =>
  Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : char;
  }).join('');

/**
 * What of an error may leave the browser: its first line, without e-mail addresses, long numbers
 * (ids, card or phone digits; a port after its colon stays), or addresses' query strings, and cut to
 * the report's limit.
 */
export const reportMessage = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // The federation runtime wraps the error that stopped it in a text of its own: the original says why.
  const original = text.split('Original Error Message:')[1];
  const firstLine =
    (original ?? text)
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const scrubbed = withoutControls(firstLine)
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '<email>')
    .replace(/\?[^\s)]*/g, '')
    .replace(/(?<![:\d])\d{4,}/g, '<n>')
    .trim();
  return scrubbed.slice(0, REPORT_MESSAGE_MAX);
};

/**
 * The page a report is about, as its route's pattern (`/category/:id`), never the address itself:
 * an id in a path is the student's business. A path no route matches keeps its words, not its numbers.
 */
export const reportPage = (pathname: string, patterns: readonly string[]): string => {
  const route = patterns.find((pattern) => matchPath({ path: pattern, end: true }, pathname));
  if (route) return route;
  const generic = pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, 120);
  return generic.startsWith('/') ? generic : `/${generic}`;
};
