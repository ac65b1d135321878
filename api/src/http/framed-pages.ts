import type { Locale } from '../contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * HTML pages that the portal frames from its own origin (through the shell's /api proxy), in a sandbox
 * that allows forms only: the stand-in application-form tool and the answers of a document's form.
 * Unlike the rest of the API they may be framed by that origin; they run no script, load nothing and
 * post only to the API itself, the secret that says who is asking in the post's body.
 */

/** Their headers (app.ts keeps a policy a route set). */
export const FRAMED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** A form post's fields are at most this large (a few answers of a few KB). */
const FORM_BODY_LIMIT = 64 * 1024;

export const sendFramedPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).headers(FRAMED_PAGE_HEADERS).send(html);

/** A field of the form post; nothing else counts (a query string or a JSON body carries no secret). */
export const formField = (request: FastifyRequest, name: string): string | null =>
  request.body instanceof URLSearchParams ? request.body.get(name) : null;

/**
 * Makes a plugin's routes take form posts (the rest of the API takes JSON) and answer a refusal with a
 * page in the frame (`failedPage`), not the API's JSON envelope.
 */
export function acceptFramedFormPosts(
  app: FastifyInstance,
  failedPage: (request: FastifyRequest) => string,
  what: string,
): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500)
      request.log.error({ err: { type: error.name, message: error.message } }, `${what} failed`);
    return sendFramedPage(reply, status, failedPage(request));
  });
}

/** Text as HTML text or a quoted attribute value. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A whole framed page: its title, its style sheet and its body inside <main>, in `locale`. */
export function framedPage(title: string, style: string, body: string, locale: Locale = 'en'): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
