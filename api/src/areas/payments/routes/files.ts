import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { receiptPdf, resolveFileLink, statementPdf } from '../services/documents';

/**
 * The policy of a PDF reply. The API's own (app.ts: `default-src 'none'; frame-ancestors 'none'`) is
 * what Chromium applies to the page its PDF viewer builds around the file, and older Chromium versions
 * then refused that page's inline styles and its plugin embed (the viewer showed a strip of the file).
 * Inline styles and a same-origin embed run no script; nothing may frame it, as before.
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/**
 * GET /api/files/:token: a receipt or statement PDF through its short-lived link (services/documents.ts).
 * A plain route, not an endpoint of the portal: a browser tab opens it, with no token and no envelope.
 * Unknown and expired links are 404.
 */
export const fileRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  // Runs after the app's own onSend hook (this plugin's routes only), so its policy is the one sent.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf'))
      reply.header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
    return payload;
  });

  app.get<{ Params: { token: string } }>('/files/:token', async (request, reply) => {
    const link = await resolveFileLink(db, request.params.token);
    if (!link) throw notFound();
    const file =
      link.kind === 'receipt'
        ? await receiptPdf(db, school, link.studentId, link.paymentId!)
        : await statementPdf(db, school, link.studentId);
    if (!file) throw notFound();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.pdf);
  });
};
