import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../http/errors';

const KINDS = new Set(['category', 'course', 'pathway', 'instructor', 'class']);
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Words of the demo slugs that are not written with a capital and lower case letters: acronyms and
 * brand names ('it' is the IT category's slug: "It" reads as the pronoun).
 */
const CAPTION_WORDS: Readonly<Record<string, string>> = {
  it: 'IT',
  cpr: 'CPR',
  hvac: 'HVAC',
  esl: 'ESL',
  cda: 'CDA',
  servsafe: 'ServSafe',
};

/** 'it-support-specialist' -> 'IT Support Specialist': each word capitalised, known words as written. */
export function captionOf(slug: string): string {
  return slug
    .split('-')
    .map((w) => CAPTION_WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A calm two-tone picture with the slug as its caption; the color is derived from the slug. */
export function placeholderSvg(kind: string, slug: string): string {
  const digest = crypto.createHash('sha256').update(slug).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const caption = captionOf(slug);
  const square = kind === 'instructor';
  const [w, h] = square ? [320, 320] : [640, 360];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,30%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.32}" fill="hsla(${hue},70%,80%,0.18)"/>
<text x="${w / 2}" y="${h / 2}" font-family="Helvetica, Arial, sans-serif" font-size="${square ? 26 : 34}" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(caption)}</text>
</svg>`;
}

/**
 * Placeholder images for the demo catalog (`/api/media/{kind}/{slug}.svg`), so seeded image URLs
 * are relative and need no external host. The only replies that are not JSON envelopes.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; name: string } }>('/media/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    const match = NAME.exec(name);
    if (!KINDS.has(kind) || !match || name.length > 80) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(placeholderSvg(kind, match[1]!));
  });
};
