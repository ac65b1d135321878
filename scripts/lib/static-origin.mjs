import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { derivedUntilChanged } from './derived-until-changed.mjs';
import {
  deploymentOrigins,
  inlineScriptHashesOf,
  REMOTE_POLICY,
  setBaseHeaders,
  shellPolicy,
} from './security-headers.mjs';

/** Chunks carry an 8-hex content hash in their name: they never change, so they are cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Everything else (index.html, main.js, remoteEntry.js, mf-manifest.json, remotes.json) is revalidated
 * on every load. A compressed copy the build wrote (`main.js.br`) is cached as its file is.
 */
export const cacheControlFor = (filePath) =>
  HASHED_FILE.test(filePath.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache';

/**
 * Serves one app's production build from its own origin, as a deployment would: compressed, with
 * cache headers, CORS for remotes (the shell fetches their manifests cross-origin), the shell's
 * `remotes.json` from a deployment file, and `/api` proxied to the API for the shell.
 *
 * @param {object} options
 * @param {string} options.name          for log lines
 * @param {string} options.root          the folder to serve (an app's dist)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.cors]       remotes: allow any origin to read the files
 * @param {boolean} [options.spa]        the shell: unknown paths get index.html (client-side routes)
 * @param {string | (() => string)} [options.remotesFile] the shell: the deployment file served as
 *                                       /remotes.json (a function: asked on every request, for a file a release replaces)
 * @param {string} [options.apiOrigin]   the shell: where /api goes
 * @param {string} [options.releases]    a remote: the folder of its releases, served under /releases/
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export const startStaticOrigin = async ({
  name,
  root,
  port,
  host = '127.0.0.1',
  cors = false,
  spa = false,
  remotesFile,
  apiOrigin,
  releases,
}) => {
  const deploymentFile = typeof remotesFile === 'function' ? remotesFile : () => remotesFile;
  if (!existsSync(path.join(root, 'index.html')) && !existsSync(path.join(root, 'remoteEntry.js'))) {
    throw new Error(`${name}: nothing built in ${root}; run the build first`);
  }
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(compress, { global: true, threshold: 1024 });

  // The shell's policy names the deployed remotes' origins and its index.html's inline script, each read
  // again when its file changes (a release or a new build needs no restart); a remote's origin serves
  // no page at all.
  // A framing rule the API set on a reply through /api is kept (setBaseHeaders).
  const originsOf = derivedUntilChanged(deploymentOrigins);
  const scriptHashesOf = derivedUntilChanged(inlineScriptHashesOf);
  app.addHook('onSend', async (_request, reply) => {
    setBaseHeaders(reply);
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header(
        'Content-Security-Policy',
        remotesFile
          ? shellPolicy(originsOf(deploymentFile()), scriptHashesOf(path.join(root, 'index.html')))
          : REMOTE_POLICY,
      );
    }
  });

  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }

  if (apiOrigin) {
    // The API throttles sign-ins by client address and trusts X-Forwarded-For from this hop only: it
    // is the connecting browser's address, replacing whatever the client sent.
    await app.register(httpProxy, {
      upstream: apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
        }),
      },
    });
  }

  if (remotesFile) {
    app.get('/remotes.json', (_request, reply) => {
      const file = deploymentFile();
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(path.basename(file), path.dirname(file));
    });
  }

  if (releases) {
    // Each release is a folder of its own that never changes (scripts/release-remote.mjs).
    mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      root: releases,
      prefix: '/releases/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
    });
  }

  // The build's compressed copies go as they are (tooling/webpack/precompress.mjs); a file without them
  // is compressed as it is sent.
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    wildcard: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (spa && wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return { url: `http://localhost:${port}`, close: () => app.close() };
};
