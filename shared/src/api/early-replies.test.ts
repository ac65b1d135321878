import * as z from '../zod';
import { apiReplies, type ApiRecorder } from '../testing';
import { useSessionStore } from '../session/session-store';
import { apiRequest, requestEarly } from './api-client';
import { EARLY_REPLY_TTL_MS, forgetEarlyReplies, keepEarlyReply, takeEarlyReply } from './early-replies';

const itemSchema = z.object({ id: z.number() });
const student = { id: 1 } as never;

let api: ApiRecorder;
let served = 0;
beforeEach(() => {
  forgetEarlyReplies();
  useSessionStore.getState().signedOut();
  served = 0;
  api = apiReplies({
    'GET course/3': () => ({ id: ++served }),
    'GET student/documents': () => ({ id: ++served }),
    'POST cart/add': () => ({ id: 0 }),
  });
});

const getCalls = (path: string) => api.calls.filter((call) => call.path === path).length;

describe('a page read started early', () => {
  it('answers the page’s first call of the same path, which sends no second request', async () => {
    requestEarly('course/3');
    await expect(apiRequest('course/3', { schema: itemSchema })).resolves.toEqual({ id: 1 });
    expect(getCalls('course/3')).toBe(1);
  });

  it('is used once: the next call asks the API again', async () => {
    requestEarly('course/3');
    await apiRequest('course/3', { schema: itemSchema });
    await expect(apiRequest('/course/3', { schema: itemSchema })).resolves.toEqual({ id: 2 });
    expect(getCalls('course/3')).toBe(2);
  });

  it('takes a request already sent for it instead of sending one', async () => {
    const envelope = { result: 'ok', data: { id: 41 } };
    requestEarly('course/3', Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 })));
    await expect(apiRequest('course/3', { schema: itemSchema })).resolves.toEqual({ id: 41 });
    expect(getCalls('course/3')).toBe(0);
  });

  it('is not requested twice while on its way', async () => {
    requestEarly('course/3');
    requestEarly('/course/3');
    await apiRequest('course/3', { schema: itemSchema });
    expect(getCalls('course/3')).toBe(1);
  });

  it('carries the session token, and is not given to a call under another session', async () => {
    useSessionStore.getState().signedIn(student, 'first');
    requestEarly('student/documents');
    useSessionStore.getState().signedIn(student, 'second');
    await expect(apiRequest('student/documents', { schema: itemSchema })).resolves.toEqual({ id: 2 });
    const tokens = api.requests.map((request) => request.headers.get('authorization'));
    expect(tokens).toEqual(['Bearer first', 'Bearer second']);
  });

  it('is forgotten after any write, whose change it may not show', async () => {
    requestEarly('course/3');
    await apiRequest('cart/add', { method: 'POST', body: {}, schema: itemSchema });
    await expect(apiRequest('course/3', { schema: itemSchema })).resolves.toEqual({ id: 2 });
    expect(getCalls('course/3')).toBe(2);
  });
});

describe('early replies, by time', () => {
  const reply = () => Promise.resolve(new Response('{}'));

  it('gives a reply taken within the time to live', () => {
    keepEarlyReply('course/3', null, reply, 1_000);
    expect(takeEarlyReply('course/3', null, 1_000 + EARLY_REPLY_TTL_MS)).toBeDefined();
  });

  it('drops a reply older than the time to live', () => {
    keepEarlyReply('course/3', null, reply, 1_000);
    expect(takeEarlyReply('course/3', null, 1_001 + EARLY_REPLY_TTL_MS)).toBeUndefined();
  });

  it('requests again once the reply on its way has expired', () => {
    const send = jest.fn(reply);
    keepEarlyReply('course/3', null, send, 1_000);
    keepEarlyReply('course/3', null, send, 2_000 + EARLY_REPLY_TTL_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives nothing for a path never requested', () => {
    expect(takeEarlyReply('course/4', null)).toBeUndefined();
  });
});
