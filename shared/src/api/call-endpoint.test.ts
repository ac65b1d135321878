import * as z from 'zod/mini';
import { useSessionStore } from '../session/session-store';
import { callEndpoint } from './call-endpoint';
import { defineEndpoint, endpointUrl, pathParamNames } from './endpoint';

/** A reply in the API's envelope (fetch is stubbed here: these tests are about the request made). */
const envelopeResponse = (
  data: unknown,
  {
    result = 'ok',
    errorMessage,
    status = 200,
  }: { result?: string; errorMessage?: string; status?: number } = {},
) => new Response(JSON.stringify({ result, errorMessage, data }), { status });

const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
};

const getThing = defineEndpoint({
  method: 'GET',
  path: 'thing/:id/parts',
  params: z.object({ id: z.coerce.number() }),
  response: z.object({ id: z.number() }),
  auth: 'public',
});
const searchThings = defineEndpoint({
  method: 'GET',
  path: 'search',
  query: z.object({ q: z.string() }),
  response: z.object({ id: z.number() }),
});
const saveThing = defineEndpoint({
  method: 'POST',
  path: 'thing/save',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
});
const logout = defineEndpoint({ method: 'POST', path: 'student/logout', response: z.unknown() });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(envelopeResponse({ id: 7, extra: 'dropped' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useSessionStore.getState().signedOut();
});

describe('defineEndpoint', () => {
  it('needs a signed-in student unless the endpoint opts out', () => {
    expect(saveThing.auth).toBe('student');
    expect(getThing.auth).toBe('public');
  });

  it('names the path params in order', () => {
    expect(pathParamNames('course_category/:id/items/:page')).toEqual(['id', 'page']);
  });

  it('puts params in URI-encoded and appends the query the same way', () => {
    expect(endpointUrl({ path: 'student/passport/:passport' }, { params: { passport: 'a/b c' } })).toBe(
      'student/passport/a%2Fb%20c',
    );
    expect(endpointUrl({ path: 'search' }, { query: { q: 'wel ding&co' } })).toBe('search?q=wel%20ding%26co');
  });
});

describe('callEndpoint', () => {
  it('GETs the path with its params and resolves with the parsed data', async () => {
    await expect(callEndpoint(getThing, { params: { id: 12 } })).resolves.toEqual({ id: 7 });
    expect(lastCall().url).toBe('/api/thing/12/parts');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().init.body).toBeUndefined();
  });

  it('sends the query string', async () => {
    await callEndpoint(searchThings, { query: { q: 'weld' } });
    expect(lastCall().url).toBe('/api/search?q=weld');
  });

  it('POSTs the body as JSON', async () => {
    await callEndpoint(saveThing, { body: { name: 'Ann' } });
    expect(lastCall().url).toBe('/api/thing/save');
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBe('{"name":"Ann"}');
  });

  it('POSTs {} for an endpoint without a body, as logout always has', async () => {
    await callEndpoint(logout);
    expect(lastCall().init.body).toBe('{}');
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    await callEndpoint(getThing, { params: { id: 1 } }, { signal: controller.signal });
    expect(lastCall().init.signal).toBe(controller.signal);
  });

  it("rejects with the server's message, as apiRequest does", async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(null, { result: 'error', errorMessage: 'Action no longer valid', status: 409 }),
    );
    await expect(callEndpoint(saveThing, { body: { name: 'Ann' } })).rejects.toThrow(
      'Action no longer valid',
    );
  });
});
