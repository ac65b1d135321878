import { errorCodes, type AnyEndpoint, type ErrorEnvelope } from './contracts';
import * as z from 'zod/mini';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { AppContext } from './context';
import {
  BODY_FIELD,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  errorEnvelope,
  HttpError,
  invalidInput,
  messages,
  zodFields,
} from './http/errors';
import { isDatabaseUnavailable } from './db';
import { setupAccounts, type AccountOptions } from './account-context';
import { areas } from './areas';
import { allEndpoints } from './endpoints';
import { routeUrl } from './http/register-endpoint';
import { demoMailboxRoute } from './dev/demo-mailbox';
import { devRoutes } from './dev/dev-routes';
import { fileRoutes, type FileServers } from './files';
import { requestLocale, translateRefusal } from './i18n';

export interface BuildAppOptions extends AppContext, AccountOptions {
  /** Fastify/pino logger options; off when omitted (tests). Secrets are redacted either way. */
  logger?: FastifyServerOptions['logger'];
  /**
   * The peers whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges): the
   * shell's /api proxy. Defaults to env TRUSTED_PROXIES, then loopback (127.0.0.1,::1).
   */
  trustedProxies?: string;
  /**
   * Answer every extension call (an endpoint with `extension`, one section 7 of the spec does not
   * have) 404, as a school's backend without it would: the portal must work on the spec's calls
   * alone. Defaults to env API_SPEC_ONLY=1.
   */
  specOnly?: boolean;
}

/** The shell's /api proxy runs on this machine (scripts/lib/static-origin.mjs). */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1,::1';

/**
 * Fastify's `trustProxy`: `request.ip` is the X-Forwarded-For address only when the connection comes
 * from one of these; from anyone else the header changes nothing (the sign-in throttles key on it).
 */
function trustProxy(list: string | undefined): string | false {
  const value = (list ?? process.env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES).trim();
  return value === '' ? false : value;
}

/**
 * Never written to logs: bearer tokens, cookies, passwords, card and bank numbers, security codes. (Request
 * bodies are never logged at all: the `req` serializer below keeps the method, URL and address only.)
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  '*.*.password',
  'cardNumber',
  '*.cardNumber',
  '*.*.cardNumber',
  '*.cvv',
  '*.*.cvv',
  '*.accountNumber',
  '*.*.accountNumber',
  '*.*.*.cardNumber',
  '*.*.*.accountNumber',
  '*.securityCode',
  '*.*.securityCode',
  '*.*.*.securityCode',
  'token',
  '*.token',
];

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      // The URL without its query string: passports (one-time login links) travel there. Passports
      // and the receipt links' tokens (/api/files/<token>) in a path are capabilities too.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url
          .split('?')[0]!
          .replace(/(\/student\/passport\/)[^/]+/, '$1[redacted]')
          .replace(/(\/api\/files\/)[^/]+/, '$1[redacted]'),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** An endpoint's route as Fastify names it under the /api prefix: `GET /api/course/:id`. */
const routeKey = (endpoint: AnyEndpoint): string => `${endpoint.method} /api${routeUrl(endpoint)}`;

const isErrorEnvelope = (payload: unknown): payload is ErrorEnvelope =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as ErrorEnvelope).result === 'error' &&
  typeof (payload as ErrorEnvelope).errorMessage === 'string';

/** Fastify's own 4xx errors that mean "your payload is wrong". */
function isPayloadError(error: FastifyError): boolean {
  return typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
}

export function buildApp({
  db,
  school,
  logger,
  trustedProxies,
  specOnly = process.env.API_SPEC_ONLY === '1',
  ...accountOptions
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy: trustProxy(trustedProxies),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
    // The router's own refusals (a malformed percent-encoding, a path param over 100 characters):
    // the error envelope, not Fastify's default body.
    // These replies skip the hooks, so the message is translated here (see preSerialization below).
    frameworkErrors: (error, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const message = translateRefusal(messages.invalidInput, requestLocale(request, school));
      return (reply as FastifyReply)
        .status(status)
        .send(errorEnvelope(errorCodes.invalidInput, message, null));
    },
  });

  // JSON bodies: an empty body is "no body" (clients send Content-Type on empty POSTs); anything
  // else goes through Fastify's parser, which also guards against prototype poisoning.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  // JSON and the catalog's SVG placeholders: nothing the API sends may run, load, be framed or be
  // sniffed into something else (docs/adr/008-content-security-policy.md). A route that sets a policy
  // or framing rule of its own keeps it: the application-form tool's pages, framed by the portal's
  // own origin (areas/enrollments/routes/application-tool.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  // Every refusal in the request's language, in one place: the error envelope's `errorMessage` is thrown
  // in English wherever it arises (HttpError, the spec's words that the tests compare) and translated
  // here, on its way out, by its English (i18n/messages.ts: translateRefusal): the error handler, the
  // not-found handler, the hooks' and the routes' own envelopes all pass through this hook. Without an
  // Accept-Language the school offers, English (or the school's default) goes out unchanged.
  // `data.fields` (invalid_input) stays English: the web client translates each field's message as it
  // shows it (its `validation.*` catalogs), and a field's words are the contracts' rules, shared with it.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isErrorEnvelope(payload)) return payload;
    const errorMessage = translateRefusal(payload.errorMessage, requestLocale(request, school));
    return errorMessage === payload.errorMessage ? payload : { ...payload, errorMessage };
  });

  if (specOnly) {
    const extensions = new Set(
      allEndpoints.filter((endpoint) => endpoint.extension).map((endpoint) => routeKey(endpoint)),
    );
    // Before authentication, as a backend without the route answers anyone.
    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url;
      if (url && extensions.has(`${request.method} ${url}`))
        return reply.status(404).send(errorEnvelope(errorCodes.notFound, messages.notFound));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(errorCodes.notFound, messages.notFound));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(error.status).send(errorEnvelope(error.code, error.message, error.data));
    }
    if (error instanceof z.core.$ZodError) {
      const e = invalidInput(zodFields(error));
      return reply.status(e.status).send(errorEnvelope(e.code, e.message, e.data));
    }
    // A route with a body limit of its own (uploads) says what is too large in its own words.
    const tooLarge = request.routeOptions?.config?.bodyTooLarge;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLarge) {
      const e = tooLarge();
      return reply.status(e.status).send(errorEnvelope(e.code, e.message, e.data));
    }
    if (isPayloadError(error)) {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const detail = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON' : error.message;
      return reply
        .status(status)
        .send(
          errorEnvelope(errorCodes.invalidInput, messages.invalidInput, { fields: { [BODY_FIELD]: detail } }),
        );
    }
    if (error.statusCode === 404)
      return reply.status(404).send(errorEnvelope(errorCodes.notFound, messages.notFound));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors Fastify raises itself (a malformed URL, for instance).
      return reply
        .status(error.statusCode)
        .send(errorEnvelope(errorCodes.invalidInput, messages.invalidInput, null));
    }
    // The database is away (a restart, a failover): not a bug, and over once it is back, so 503 and
    // "try again shortly" instead of "Server error!". Logged by code and driver message only: no query,
    // no parameters, no connection string.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { code: error.code, message: error.message } }, 'database unavailable');
      const e = databaseUnavailable();
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(e.status).send(errorEnvelope(e.code, e.message, e.data));
    }
    // Anything else is ours: log it (no request body, headers redacted) and say only "Server error!".
    request.log.error(
      { err: { type: error.name, message: error.message, code: error.code, stack: error.stack } },
      'request failed',
    );
    return reply.status(500).send(errorEnvelope(errorCodes.serverError, messages.serverError));
  });

  const context: AppContext = { db, school, specOnly };
  const accounts = setupAccounts(app, context, accountOptions);
  app.register(
    async (api) => {
      for (const area of areas) await api.register(area.routes, accounts);
      // GET /api/files/:token: each area serves the kinds of file link it makes.
      const files: FileServers = Object.assign({}, ...areas.map((area) => area.files ?? {}));
      await api.register(fileRoutes(files), accounts);
      await api.register(devRoutes, accounts);
      await api.register(demoMailboxRoute, accounts);
    },
    { prefix: '/api' },
  );

  return app;
}
