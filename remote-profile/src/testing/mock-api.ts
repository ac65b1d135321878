import { envelopeResponse } from '@portal/shared/testing';

/** `(body) => data` for an ok reply, or an error reply. */
type Handler = (body: unknown) => unknown | Promise<unknown>;
export type ApiError = { error: string; status?: number; code?: string };
type Reply = unknown | ApiError;

const isApiError = (reply: unknown): reply is ApiError =>
  typeof reply === 'object' &&
  reply !== null &&
  'error' in reply &&
  typeof (reply as ApiError).error === 'string';

export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Stubs `fetch` with a table of API routes ('GET student/contact_list', 'POST student/contact/add').
 * Each handler returns the reply's data, or `{ error }` for an error reply. Unknown routes fail the test.
 */
export const mockApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected API call ${method} ${path}`);
    const reply: Reply = await handler(body);
    if (isApiError(reply)) {
      return envelopeResponse(null, {
        result: 'error',
        errorMessage: reply.error,
        errorCode: reply.code,
        status: reply.status ?? 409,
      });
    }
    return envelopeResponse(reply);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
    gets: (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path),
  };
};
