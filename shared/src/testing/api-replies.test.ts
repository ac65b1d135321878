import * as z from '../zod';
import { apiRequest } from '../api/api-client';
import { apiError, apiReplies } from './api-replies';

const anything = z.unknown();

it('answers in the envelope and records what the client sent', async () => {
  const api = apiReplies({ 'POST student/contact/add': (body) => ({ echoed: body }) });
  await expect(
    apiRequest('student/contact/add', { method: 'POST', body: { phone: '5551234567' }, schema: anything }),
  ).resolves.toEqual({ echoed: { phone: '5551234567' } });
  expect(api.posts('student/contact/add')).toEqual([
    { method: 'POST', path: 'student/contact/add', body: { phone: '5551234567' } },
  ]);
});

it('answers a key with a query only for that query, before a key for any query', async () => {
  const api = apiReplies({
    'GET search?q=weld': () => ({ which: 'exact' }),
    'GET search': () => ({ which: 'any' }),
  });
  await expect(apiRequest('search?q=weld', { schema: anything })).resolves.toEqual({ which: 'exact' });
  await expect(apiRequest('search?q=tig', { schema: anything })).resolves.toEqual({ which: 'any' });
  expect(api.callsTo('search?q=weld')).toHaveLength(1);
  expect(api.gets('search')).toHaveLength(2);
});

it('sends an error reply with its message, code, status and data', async () => {
  apiReplies({ 'GET school': () => apiError('Nope', { code: 'not_found', status: 404, data: { id: 1 } }) });
  await expect(apiRequest('school', { schema: anything })).rejects.toMatchObject({
    message: 'Nope',
    code: 'not_found',
    status: 404,
    data: { id: 1 },
  });
});

it('lets a newer declaration win', async () => {
  apiReplies({ 'GET school': () => ({ name: 'old' }) });
  apiReplies({ 'GET school': () => ({ name: 'new' }) });
  await expect(apiRequest('school', { schema: anything })).resolves.toEqual({ name: 'new' });
});
