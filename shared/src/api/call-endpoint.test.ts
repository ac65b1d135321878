import * as z from '../zod';
import { useSessionStore } from '../session/session-store';
import { apiError, apiReplies, networkError } from '../testing';
import { requestEarly, requestEarlyRead } from './api-client';
import { callEndpoint } from './call-endpoint';
import { defineEndpoint, endpointUrl, pathParamNames } from './endpoint';

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

/** The API's answer for these tests: data with a field the response schema does not know. */
const thing = () => ({ id: 7, extra: 'dropped' });

/** The one request the client made, as the server received it. */
const lastRequest = (api: ReturnType<typeof apiReplies>) => {
  const request = api.requests.at(-1);
  if (!request) throw new Error('No request was made');
  return { request, url: new URL(request.url) };
};

beforeEach(() => {
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
    const api = apiReplies({ 'GET thing/12/parts': thing });
    await expect(callEndpoint(getThing, { params: { id: 12 } })).resolves.toEqual({ id: 7 });
    const { request, url } = lastRequest(api);
    expect(url.pathname).toBe('/api/thing/12/parts');
    expect(request.method).toBe('GET');
    expect(api.gets('thing/12/parts')[0]?.body).toBeUndefined();
  });

  it('sends the query string', async () => {
    const api = apiReplies({ 'GET search?q=weld': thing });
    await callEndpoint(searchThings, { query: { q: 'weld' } });
    const { url } = lastRequest(api);
    expect(url.pathname + url.search).toBe('/api/search?q=weld');
  });

  it('POSTs the body as JSON', async () => {
    const api = apiReplies({ 'POST thing/save': thing });
    await callEndpoint(saveThing, { body: { name: 'Ann' } });
    const { request, url } = lastRequest(api);
    expect(url.pathname).toBe('/api/thing/save');
    expect(request.method).toBe('POST');
    await expect(request.text()).resolves.toBe('{"name":"Ann"}');
  });

  it('POSTs {} for an endpoint without a body, as logout always has', async () => {
    const api = apiReplies({ 'POST student/logout': () => ({}) });
    await callEndpoint(logout);
    await expect(lastRequest(api).request.text()).resolves.toBe('{}');
  });

  it('passes the abort signal on', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiReplies({
      'GET thing/1/parts': async () => {
        await answered;
        return thing();
      },
    });
    const controller = new AbortController();
    const call = callEndpoint(getThing, { params: { id: 1 } }, { signal: controller.signal });
    controller.abort();
    answer();
    // Aborted through the signal given: the call fails as the network does, without the reply.
    await expect(call).rejects.toMatchObject({ code: 'network' });
  });

  it("rejects with the server's message, as apiRequest does", async () => {
    apiReplies({ 'POST thing/save': () => apiError('Action no longer valid', { status: 409 }) });
    await expect(callEndpoint(saveThing, { body: { name: 'Ann' } })).rejects.toThrow(
      'Action no longer valid',
    );
  });

  it('rejects as a network failure when the server cannot be reached', async () => {
    apiReplies({ 'POST thing/save': () => networkError() });
    await expect(callEndpoint(saveThing, { body: { name: 'Ann' } })).rejects.toMatchObject({
      code: 'network',
    });
  });
});

describe('the replies asked for early, around a POST', () => {
  const readByBody = defineEndpoint({
    method: 'POST',
    path: 'thing/find',
    body: z.object({ name: z.string() }),
    response: z.object({ id: z.number() }),
    keepsReplies: true,
  });
  const earlyThenPost = async (post: () => Promise<unknown>) => {
    const api = apiReplies({
      'GET thing/7/parts': thing,
      'POST thing/save': thing,
      'POST thing/find': thing,
    });
    requestEarly('thing/7/parts');
    await post();
    await callEndpoint(getThing, { params: { id: 7 } });
    return api.requests.filter((request) => request.url.endsWith('/thing/7/parts')).length;
  };

  it('keeps them across a POST whose endpoint changes nothing: the page takes the reply', async () => {
    expect(await earlyThenPost(() => callEndpoint(readByBody, { body: { name: 'bolt' } }))).toBe(1);
  });

  it('forgets them after any other POST: the page asks again', async () => {
    expect(await earlyThenPost(() => callEndpoint(saveThing, { body: { name: 'bolt' } }))).toBe(2);
  });
});

describe('a read made by POST, asked for early', () => {
  const findThing = defineEndpoint({
    method: 'POST',
    path: 'thing/find',
    body: z.object({ name: z.string(), size: z.number() }),
    response: z.object({ id: z.number() }),
    keepsReplies: true,
  });
  const saveSized = defineEndpoint({
    method: 'POST',
    path: 'thing/find',
    body: z.object({ name: z.string(), size: z.number() }),
    response: z.object({ id: z.number() }),
  });
  const finds = (api: ReturnType<typeof apiReplies>) =>
    api.requests.filter((request) => request.url.endsWith('/thing/find')).length;

  it('answers the same read, its fields in any order, from the reply already asked for', async () => {
    const api = apiReplies({ 'POST thing/find': thing });
    requestEarlyRead('thing/find', { size: 3, name: 'bolt' });
    expect(await callEndpoint(findThing, { body: { name: 'bolt', size: 3 } })).toEqual({ id: 7 });
    expect(finds(api)).toBe(1);
  });

  it('asks again for another body, and never answers a write from it', async () => {
    const api = apiReplies({ 'POST thing/find': thing });
    requestEarlyRead('thing/find', { name: 'bolt', size: 3 });
    await callEndpoint(findThing, { body: { name: 'nut', size: 3 } });
    await callEndpoint(saveSized, { body: { name: 'bolt', size: 3 } });
    expect(finds(api)).toBe(3);
  });
});
