import { apiReplies, type ApiRecorder } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { reportCallFailure, reportRemoteFailure } from './portal-reports';
import { FLUSH_DELAY_MS } from './reporter';

let api: ApiRecorder;
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  api = apiReplies({ 'POST portal/reports': () => ({ stored: 1 }) });
});
afterEach(() => jest.useRealTimers());

const sentReports = async () => {
  jest.advanceTimersByTime(FLUSH_DELAY_MS);
  await waitFor(() => expect(api.calls).not.toHaveLength(0));
  return api.calls.flatMap((call) => (call.body as { reports: unknown[] }).reports);
};

it("reports a remote that threw while rendering, with its version and the page's route", async () => {
  window.history.replaceState(null, '', '/category/12/course/345?tab=classes');
  reportRemoteFailure('browse', new Error('Cannot read properties of undefined'));
  expect(await sentReports()).toEqual([
    {
      kind: 'render',
      remote: 'browse',
      version: 'unknown',
      page: '/category/:categoryId/course/:id',
      message: 'Error: Cannot read properties of undefined',
    },
  ]);
});

it("reports a failed call against the page's remote, without the ids in its path", async () => {
  window.history.replaceState(null, '', '/account');
  reportCallFailure({ path: 'student/account/charges/12345?page=2', status: 500, message: 'Server error!' });
  expect(await sentReports()).toEqual([
    {
      kind: 'call',
      remote: 'payments',
      version: 'unknown',
      page: '/account',
      message: '500 student/account/charges/:id: Server error!',
    },
  ]);
});

it("reports a call on the shell's own page against the shell", async () => {
  window.history.replaceState(null, '', '/login');
  reportCallFailure({ path: 'school', status: null, message: 'Could not reach the portal' });
  const [report] = await sentReports();
  expect(report).toMatchObject({ kind: 'call', remote: 'shell', page: '/login' });
});
