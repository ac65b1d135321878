import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API_BASE } from '../api/api-client';
import { apiServer } from './api-server';

const API_ERROR = Symbol('api error reply');

/** An error reply in the spec's envelope: `{ result: 'error', errorMessage, errorCode, data }`. */
export type ApiErrorReply = {
  [API_ERROR]: true;
  message: string;
  code?: string;
  status: number;
  data: unknown;
};

export const apiError = (
  message: string,
  options: { code?: string; status?: number; data?: unknown } = {},
): ApiErrorReply => ({
  [API_ERROR]: true,
  message,
  code: options.code,
  status: options.status ?? 400,
  data: options.data ?? null,
});

/** Whether a reply is `apiError(...)` (for replies that wrap other replies). */
export const isApiErrorReply = (reply: unknown): reply is ApiErrorReply =>
  typeof reply === 'object' && reply !== null && API_ERROR in reply;

/** The body of a reply in the API's envelope (spec section 7). */
export const envelope = (
  data: unknown,
  init: { result?: 'ok' | 'error'; errorMessage?: string; errorCode?: string } = {},
) => ({
  result: init.result ?? 'ok',
  errorMessage: init.errorMessage,
  errorCode: init.errorCode,
  data,
});

/** A reply the network cannot give (the client sees `fetch` reject with 'Failed to fetch'). */
export const networkError = (): Response => HttpResponse.error();

export type ApiCall = { method: string; path: string; body: unknown };
export type ReplyContext = { query: URLSearchParams; request: Request };
/**
 * What the API answers: the reply's data (sent as `{ result: 'ok', data }`), `apiError(...)` for an
 * error reply, or a `Response` for a reply outside the envelope. May be async (a slow server).
 */
export type ApiReply = (body: unknown, context: ReplyContext) => unknown;

const splitKey = (key: string) => {
  const match = /^(GET|POST|PUT|DELETE|PATCH) (.+)$/.exec(key);
  if (!match) throw new Error(`apiReplies: '${key}' should read 'GET path' or 'POST path'`);
  const [path = '', query] = match[2]!.replace(/^\/?(api\/)?/, '').split('?');
  return { method: match[1]!, path, query: query ?? null };
};

const relativePath = (url: URL) => url.pathname.slice(API_BASE.length) + url.search;

const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const toResponse = (reply: unknown): Response => {
  if (reply instanceof Response) return reply;
  if (isApiErrorReply(reply)) {
    return HttpResponse.json(
      envelope(reply.data, {
        result: 'error',
        errorMessage: reply.message,
        errorCode: reply.code,
      }) as JsonBodyType,
      { status: reply.status },
    );
  }
  return HttpResponse.json(envelope(reply) as JsonBodyType);
};

/**
 * Declares what the API answers in this test, by `'METHOD path'` relative to `/api/`
 * (`'GET student/contact_list'`, `'GET search?q=weld'`: a key with a query answers only that query).
 * A call nobody declared fails the test. Returns a recorder of the calls these replies answered.
 * Declared again in the same test, the newer reply wins.
 */
export const apiReplies = (replies: Record<string, ApiReply>) => {
  const calls: ApiCall[] = [];
  const requests: Request[] = [];
  const groups = new Map<string, { method: string; path: string; entries: [string | null, ApiReply][] }>();
  for (const [key, reply] of Object.entries(replies)) {
    const { method, path, query } = splitKey(key);
    const id = `${method} ${path}`;
    const group = groups.get(id) ?? { method, path, entries: [] };
    group.entries.push([query, reply]);
    groups.set(id, group);
  }
  const handlers = [...groups.values()].map(({ method, path, entries }) => {
    // Replies for an exact query first, then the one for any query.
    const ordered = [...entries].sort(([a], [b]) => Number(b !== null) - Number(a !== null));
    return http[method.toLowerCase() as 'get' | 'post'](`${API_BASE}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const search = url.search.replace(/^\?/, '');
      const found = ordered.find(([query]) => query === null || query === search);
      if (!found) return undefined;
      const body = await readBody(request);
      calls.push({ method: request.method, path: relativePath(url), body });
      requests.push(request.clone());
      return toResponse(await found[1](body, { query: url.searchParams, request }));
    });
  });
  apiServer.use(...handlers);
  const pathOf = (call: ApiCall) => call.path.split('?')[0];
  return {
    /** Every call answered, in order: method, path relative to /api/ with its query, JSON body. */
    calls,
    /** The requests themselves, for their headers. */
    requests,
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && pathOf(call) === path),
    gets: (path: string) => calls.filter((call) => call.method === 'GET' && pathOf(call) === path),
    /** Calls to exactly this path (with its query, if it has one). */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
};
export type ApiRecorder = ReturnType<typeof apiReplies>;
