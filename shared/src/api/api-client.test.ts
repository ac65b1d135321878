import { useLocaleStore } from '../i18n/locale-store';
import * as z from '../zod';
import { HttpResponse } from 'msw';
import { apiError, apiReplies, networkError, type ApiRecorder, type ApiReply } from '../testing';
import { useSessionStore } from '../session/session-store';
import { useSiteLockStore } from '../site/site-lock-store';
import { useTimezoneStore } from '../site/timezone-store';
import { apiRequest, configureApiClient, NETWORK_ERROR_MESSAGE, OFFLINE_MESSAGE } from './api-client';
import { ApiError } from './api-error';

const itemSchema = z.object({ id: z.number() });

let api: ApiRecorder;
/** Every call in these tests gets `reply`, whatever its path. */
const replyWith = (reply: ApiReply) => {
  api = apiReplies(
    Object.fromEntries(
      ['course_categories/', 'school', 'student/get', 'student/auth'].flatMap((path) => [
        [`GET ${path}`, reply],
        [`POST ${path}`, reply],
      ]),
    ),
  );
};
const lastCall = () => {
  const request = api.requests.at(-1)!;
  const call = api.calls.at(-1)!;
  return { url: `/api/${call.path}`, method: request.method, body: call.body, headers: request.headers };
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

beforeEach(() => {
  useSessionStore.getState().signedOut();
  useSiteLockStore.setState({ lock: null });
});

describe('apiRequest', () => {
  it('calls the /api/ base path and resolves with the parsed data of an ok reply', async () => {
    replyWith(() => ({ id: 7, extra: 'dropped' }));
    await expect(apiRequest('course_categories/', { schema: itemSchema })).resolves.toEqual({ id: 7 });
    expect(lastCall().url).toBe('/api/course_categories/');
    expect(lastCall().method).toBe('GET');
  });

  it('accepts a leading slash in the path without doubling it', async () => {
    replyWith(() => ({ id: 1 }));
    await apiRequest('/school', { schema: itemSchema });
    expect(lastCall().url).toBe('/api/school');
  });

  it('sends the endpoint-version and build headers on every call', async () => {
    configureApiClient({ build: 'build-42' });
    replyWith(() => ({ id: 1 }));
    await apiRequest('school', { schema: itemSchema });
    expect(lastCall().headers.get('X-Endpoint-Version')).toBe('2');
    expect(lastCall().headers.get('X-Portal-Build')).toBe('build-42');
  });

  it("asks for the portal's language, whatever the browser's", async () => {
    replyWith(() => ({ id: 1 }));
    await apiRequest('school', { schema: itemSchema });
    expect(lastCall().headers.get('Accept-Language')).toBe('en');
    useLocaleStore.setState({ locale: 'es' });
    await apiRequest('school', { schema: itemSchema });
    expect(lastCall().headers.get('Accept-Language')).toBe('es');
  });

  it('sends no Authorization header when signed out', async () => {
    replyWith(() => ({ id: 1 }));
    await apiRequest('school', { schema: itemSchema });
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer token of the signed-in student', async () => {
    useSessionStore.setState({ token: 'tok-123' });
    replyWith(() => ({ id: 1 }));
    await apiRequest('student/get', { schema: itemSchema });
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('posts the body as JSON', async () => {
    replyWith(() => ({ id: 1 }));
    await apiRequest('student/auth', { method: 'POST', body: { email: 'a@b.c' }, schema: itemSchema });
    expect(lastCall().method).toBe('POST');
    expect(lastCall().body).toEqual({ email: 'a@b.c' });
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');
  });

  it("rejects with the server's errorMessage and errorCode when result is not ok", async () => {
    replyWith(() =>
      apiError('Email or password is incorrect', {
        code: 'invalid_student_email_password_combination',
        status: 401,
      }),
    );
    const error = await rejection(
      apiRequest('student/auth', { method: 'POST', body: {}, schema: itemSchema }),
    );
    expect(error.message).toBe('Email or password is incorrect');
    expect(error.code).toBe('invalid_student_email_password_combination');
    expect(error.status).toBe(401);
  });

  it('rejects an error reply with the data it carries (field errors)', async () => {
    replyWith(() =>
      apiError('Please check the fields and try again', {
        code: 'invalid_input',
        status: 400,
        data: { fields: { password: 'Required' } },
      }),
    );
    const error = await rejection(apiRequest('student/auth', { schema: itemSchema }));
    expect(error.data).toEqual({ fields: { password: 'Required' } });
  });

  it("throws 'Invalid response' when a JSON reply's data is a string", async () => {
    replyWith(() => '<html>oops</html>');
    const error = await rejection(apiRequest('school', { schema: itemSchema }));
    expect(error.message).toBe('Invalid response');
  });

  it("throws 'Invalid response' when the reply is not JSON", async () => {
    replyWith(() => HttpResponse.text('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(apiRequest('school', { schema: itemSchema }));
    expect(error.message).toBe('Invalid response');
    expect(error.status).toBe(502);
  });

  it("throws 'Invalid response' when the reply is JSON but not an envelope", async () => {
    replyWith(() => HttpResponse.json({ id: 1 }));
    await expect(apiRequest('school', { schema: itemSchema })).rejects.toThrow('Invalid response');
  });

  it("throws 'Invalid response' when the data breaks the contract", async () => {
    replyWith(() => ({ id: 'seven' }));
    const error = await rejection(apiRequest('school', { schema: itemSchema }));
    expect(error.message).toBe('Invalid response');
    expect(error.code).toBe('invalid_response');
  });

  it('rejects with a message a student understands when no reply comes', async () => {
    replyWith(() => networkError());
    const error = await rejection(apiRequest('school', { schema: itemSchema }));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.code).toBe('network');
  });

  it('says the browser is offline when it is', async () => {
    replyWith(() => networkError());
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await rejection(apiRequest('school', { schema: itemSchema }));
      expect(error.message).toBe(OFFLINE_MESSAGE);
    } finally {
      onLine.mockRestore();
    }
  });

  it('marks the session expired when the API refuses the token it was sent', async () => {
    useSessionStore.setState({ token: 'old-token', expired: false });
    replyWith(() => apiError('Please sign in', { code: 'unauthorized', status: 401 }));
    await rejection(apiRequest('student/get', { schema: itemSchema }));
    expect(useSessionStore.getState().expired).toBe(true);
  });

  it('leaves the session alone on a 401 to a request sent without a token, or on other errors', async () => {
    useSessionStore.setState({ token: null, expired: false });
    replyWith(() => apiError('Email or password is incorrect', { code: 'x', status: 401 }));
    await rejection(apiRequest('student/auth', { method: 'POST', body: {}, schema: itemSchema }));
    expect(useSessionStore.getState().expired).toBe(false);

    useSessionStore.setState({ token: 'token' });
    replyWith(() => apiError('Server error!', { code: 'server-error', status: 500 }));
    await rejection(apiRequest('school', { schema: itemSchema }));
    expect(useSessionStore.getState().expired).toBe(false);
  });

  it('updates the default timezone from _client_tz', async () => {
    replyWith(() => ({ id: 1, _client_tz: 'America/Chicago' }));
    await apiRequest('school', { schema: itemSchema });
    expect(useTimezoneStore.getState().defaultTimezone).toBe('America/Chicago');
  });

  it('ignores an empty _client_tz', async () => {
    useTimezoneStore.setState({ defaultTimezone: 'Europe/Paris' });
    replyWith(() => ({ id: 1, _client_tz: '' }));
    await apiRequest('school', { schema: itemSchema });
    expect(useTimezoneStore.getState().defaultTimezone).toBe('Europe/Paris');
  });

  it('raises the site lock for a force_reload interface action, with a 30 s countdown by default', async () => {
    replyWith(() => ({
      id: 1,
      _client_interface_action_: { lockType: 'force_reload', message: 'Back soon' },
    }));
    await apiRequest('school', { schema: itemSchema });
    expect(useSiteLockStore.getState().lock).toEqual({
      lockType: 'force_reload',
      message: 'Back soon',
      countdown: 30,
    });
  });

  it('raises the site lock even when the reply is an error', async () => {
    replyWith(() =>
      apiError('Locked', {
        data: {
          _client_interface_action_: { lockType: 'force_reload', message: 'Maintenance', countdown: 12 },
        },
      }),
    );
    await expect(apiRequest('school', { schema: itemSchema })).rejects.toThrow('Locked');
    expect(useSiteLockStore.getState().lock).toEqual({
      lockType: 'force_reload',
      message: 'Maintenance',
      countdown: 12,
    });
  });

  it('does not lock the site for other interface actions', async () => {
    replyWith(() => ({ id: 1, _client_interface_action_: { lockType: 'notice', message: 'Hi' } }));
    await apiRequest('school', { schema: itemSchema });
    expect(useSiteLockStore.getState().lock).toBeNull();
  });

  it("uses 'Server error!' when an error reply has no message", async () => {
    replyWith(() => HttpResponse.json({ result: 'error', data: null }, { status: 500 }));
    await expect(apiRequest('school', { schema: itemSchema })).rejects.toThrow('Server error!');
  });
});

describe('onCallFailed: calls that failed where the student cannot help it', () => {
  let failures: unknown[];
  beforeEach(() => {
    failures = [];
    configureApiClient({ build: 'test', onCallFailed: (failure) => failures.push(failure) });
  });
  afterEach(() => configureApiClient({ build: 'test' }));

  it.each<[string, ApiReply, { status: number | null; message: string } | null]>([
    [
      'a server error',
      () => apiError('Server error!', { status: 500 }),
      { status: 500, message: 'Server error!' },
    ],
    [
      'a gateway page instead of JSON',
      () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 }),
      { status: 502, message: 'Invalid response' },
    ],
    [
      'a reply outside the envelope',
      () => HttpResponse.json({ id: 1 }),
      { status: 200, message: 'Invalid response' },
    ],
    ['data the contract refuses', () => ({ id: 'seven' }), { status: 200, message: 'Invalid response' }],
    ['no answer at all', () => networkError(), { status: null, message: NETWORK_ERROR_MESSAGE }],
    [
      'a refusal the student can fix (400)',
      () => apiError('Please check the fields and try again', { status: 400 }),
      null,
    ],
    ['a sign-in refused (401)', () => apiError('Email or password is incorrect', { status: 401 }), null],
    ['an ok reply', () => ({ id: 1 }), null],
  ])('%s', async (_name, reply, expected) => {
    replyWith(reply);
    await apiRequest('course_categories/', { schema: itemSchema }).catch(() => undefined);
    expect(failures).toEqual(expected ? [{ path: 'course_categories/', ...expected }] : []);
  });

  it('does not count a call the page gave up on', async () => {
    replyWith(() => new Promise<never>(() => undefined));
    const controller = new AbortController();
    const call = apiRequest('course_categories/', { schema: itemSchema, signal: controller.signal });
    controller.abort();
    await call.catch(() => undefined);
    expect(failures).toEqual([]);
  });

  it('does not count a call made offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    replyWith(() => networkError());
    await apiRequest('course_categories/', { schema: itemSchema }).catch(() => undefined);
    onLine.mockRestore();
    expect(failures).toEqual([]);
  });
});
