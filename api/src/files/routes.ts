import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import type { Locale } from '../contracts';
import { notFound } from '../http/errors';
import { personLocale } from '../i18n';
import { resolveFileLink, type FileKind, type FileTarget } from './file-links';

/**
 * The policy of a PDF reply. The API's own (app.ts: `default-src 'none'; frame-ancestors 'none'`) is
 * what Chromium applies to the page its PDF viewer builds around the file, and older Chromium versions
 * then refused that page's inline styles and its plugin embed (the viewer showed a strip of the file).
 * Inline styles and a same-origin embed run no script; nothing may frame it, as before.
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/**
 * The policy of a picture opened in a tab: the page a browser builds around an image shows that image
 * (same origin) with inline styles, and runs, loads or frames nothing else.
 */
export const IMAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export type ServedContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** A file as a link serves it. */
export interface ServedFile {
  filename: string;
  contentType: ServedContentType;
  body: Buffer;
}

/**
 * Makes or reads the file of a link (of its kind); undefined when it is gone (404). `locale`: the
 * language of a file made now (the link's, else the school's default).
 */
export type FileServer<K extends FileKind = FileKind> = (
  context: AppContext,
  link: { studentId: number; target: Extract<FileTarget, { kind: K }>; locale: Locale },
) => Promise<ServedFile | undefined>;

/** The file kinds an area serves through links (`ApiArea.files`). */
export type FileServers = { [K in FileKind]?: FileServer<K> };

/** A filename for Content-Disposition: printable ASCII without quotes, slashes or backslashes. */
export const safeFilename = (name: string): string =>
  name
    .replace(/[/\\]/g, '-')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .slice(0, 120) || 'file';

/**
 * GET /api/files/:token: a file through its short-lived link (file-links.ts), served by the area that
 * owns its kind. A plain route, not an endpoint of the portal: a browser tab opens it, with no token and
 * no envelope. Unknown and expired links, and files gone since, are 404. Every file is sent inline with
 * its own type, `nosniff`, `no-store` and a policy that lets the browser show it and run nothing.
 */
export const fileRoutes =
  (servers: FileServers): FastifyPluginAsync<AppContext> =>
  async (app, context) => {
    // Runs after the app's own onSend hook (this plugin's routes only), so its policy is the one sent.
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/pdf'))
        reply.header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
      else if (type.startsWith('image/'))
        reply.header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY);
      return payload;
    });

    app.get<{ Params: { token: string } }>('/files/:token', async (request, reply) => {
      const link = await resolveFileLink(context.db, request.params.token);
      if (!link) throw notFound();
      const serve = servers[link.target.kind] as FileServer | undefined;
      const locale = personLocale(context.school, link.locale);
      const file = serve ? await serve(context, { ...link, locale }) : undefined;
      if (!file) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${safeFilename(file.filename)}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  };
