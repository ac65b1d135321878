// The browser security headers of every origin the portal serves (docs/adr/008-content-security-policy.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * On every response of every origin: no MIME sniffing, no full URLs leaked to other sites, no framing.
 * The one exception is a reply of the API through the shell's /api proxy that says otherwise itself:
 * the application-form tool's pages, which the portal frames from its own origin (static-origin.mjs).
 */
export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Puts BASE_HEADERS on a reply. An X-Frame-Options already on it is kept: only an upstream reply
 * through the shell's /api proxy has one, and the API says DENY on everything but the application-form
 * tool's pages, which say SAMEORIGIN (the portal frames them from this origin).
 * @param {import('fastify').FastifyReply} reply
 */
export const setBaseHeaders = (reply) => {
  const upstreamFrameOptions = reply.getHeader('X-Frame-Options');
  reply.headers(BASE_HEADERS);
  if (upstreamFrameOptions) reply.header('X-Frame-Options', upstreamFrameOptions);
};

/**
 * The origins of the remotes a deployment file names (remote name -> manifest URL), and those it lets
 * a browser try other builds from (`"$overrides": { "origins": [...] }`, shell/src/lib/federation/
 * remote-overrides.ts). Read on every page load, like /remotes.json itself, so that repointing a
 * remote to a new origin needs no restart.
 * @param {string} file
 * @returns {string[]}
 */
export const deploymentOrigins = (file) => {
  const { $overrides: overrides, ...deployment } = JSON.parse(readFileSync(file, 'utf8'));
  const origins = new Set();
  const overrideOrigins = Array.isArray(overrides?.origins) ? overrides.origins : [];
  for (const url of [...Object.values(deployment), ...overrideOrigins]) {
    try {
      origins.add(new URL(String(url)).origin);
    } catch {
      // A malformed entry loads nothing; the shell reports that remote as unavailable.
    }
  }
  return [...origins].sort();
};

/** The digital wallet's SDK and checkout windows (spec 2.6), production and sandbox. */
export const WALLET_ORIGINS = 'https://www.paypal.com https://www.sandbox.paypal.com';

/** An inline `<script>` with no attributes: the only kind the shell's index.html has. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the inline scripts of a page (`'sha256-...'`, over their exact text): the shell's
 * index.html has one, which draws the route's heading before any file arrives
 * (tooling/webpack/first-paint-heading.mjs). Allowing that script by its hash allows no other.
 * @param {string} html
 * @returns {string[]}
 */
export const inlineScriptHashes = (html) =>
  inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);

/**
 * The exact text of each inline script of a page.
 * @param {string} html
 * @returns {string[]}
 */
export const inlineScripts = (html) => [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => text);

/**
 * The hashes of the inline scripts of the shell's built index.html (none when nothing is built yet).
 * @param {string} file
 */
export const inlineScriptHashesOf = (file) =>
  existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];

/**
 * The shell's policy: scripts, styles, fonts and fetches only from the shell and the deployed remotes
 * (never eval, and no inline script but those of index.html, each by its hash); images also from data: and blob: (previews of photos and
 * signatures); the map embed of a location; the digital wallet's SDK, its frames and images (PayPal,
 * loaded only on a payment tab of a school that configured it); the shell's own origin in frames (the
 * application-form tool of the follow-up forms, which the API serves under /api through the shell's
 * proxy, shown in a sandboxed frame); the shell itself framed by no one. Forms post only to the shell's
 * origin: the passport to the application-form tool, and the answers of a survey or form document from
 * its srcdoc frame, which inherits this policy (its 'self' stays the shell's origin) and narrows
 * form-action to the answers route itself (docs/adr/012-document-forms-in-the-sandbox.md).
 * Styles allow 'unsafe-inline': the base kit and antd's dialogs insert <style> elements (see the ADR).
 * @param {string[]} remoteOrigins
 * @param {string[]} [scriptHashes] the sources of index.html's inline scripts (inlineScriptHashes)
 */
export const shellPolicy = (remoteOrigins, scriptHashes = []) => {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, remotes].filter(Boolean).join(' ')} ${WALLET_ORIGINS}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${WALLET_ORIGINS}`,
    "img-src 'self' data: blob: https://www.paypalobjects.com",
    `frame-src 'self' https://www.google.com ${WALLET_ORIGINS}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.trim())
    .join('; ');
};

/** A remote's origin serves only scripts, styles, fonts and its manifest, to be used by the shell. */
export const REMOTE_POLICY = "default-src 'none'; frame-ancestors 'none'";
