import type * as z from '../zod';
import {
  CLIENT_INTERFACE_ACTION_KEY,
  CLIENT_TZ_KEY,
  envelopeSchema,
  siteLockSchema,
} from '../contracts/envelope';
import { sharedMessagesNow } from '../i18n/shared-catalog';
import { currentLocale } from '../i18n/locale-store';
import { getSessionToken, useSessionStore } from '../session/session-store';
import { useSiteLockStore } from '../site/site-lock-store';
import { useTimezoneStore } from '../site/timezone-store';
import { ApiError, INVALID_RESPONSE } from './api-error';
import { earlyReadKey, forgetEarlyReplies, keepEarlyReply, takeEarlyReply } from './early-replies';

export const API_BASE = '/api/';
/**
 * A request that never reached the API: the browser's own message ("Failed to fetch") says nothing.
 * These are the English words; an ApiError says them in the portal's language when it is thrown.
 */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the portal, please check your connection and try again.';
export const OFFLINE_MESSAGE = 'You are offline, please check your connection and try again.';
/** The words of an error reply without a message of the server's own. */
const SERVER_ERROR_MESSAGE = 'Server error!';
export const ENDPOINT_VERSION = '2';
const FORCE_RELOAD = 'force_reload';
const DEFAULT_SITE_LOCK_COUNTDOWN = 30;

let clientBuild = 'dev';

/** A call that failed on the API's side (5xx, a reply the contract does not accept) or never arrived. */
export type CallFailure = { path: string; status: number | null; message: string };
let callFailed: (failure: CallFailure) => void = () => undefined;

/**
 * The shell tells the client which build is running (sent with every call), and who hears of calls
 * that failed where the student cannot help it (the shell reports them with the page's remote).
 */
export const configureApiClient = (options: {
  build: string;
  onCallFailed?: (failure: CallFailure) => void;
}): void => {
  clientBuild = options.build;
  callFailed = options.onCallFailed ?? (() => undefined);
};

type RequestOptions<T> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** A POST that changes no GET reply (an endpoint's `keepsReplies`): the early replies stay. */
  keepsReplies?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `_client_tz` and `_client_interface_action_` may ride on any reply, ok or not. */
const applyServerInstructions = (data: Record<string, unknown>): void => {
  const timezone = data[CLIENT_TZ_KEY];
  if (typeof timezone === 'string' && timezone.length > 0) {
    useTimezoneStore.getState().timezoneReceived(timezone);
  }
  const action = siteLockSchema.safeParse(data[CLIENT_INTERFACE_ACTION_KEY]);
  if (action.success && action.data.lockType === FORCE_RELOAD) {
    useSiteLockStore.getState().lockRaised({
      ...action.data,
      countdown: action.data.countdown ?? DEFAULT_SITE_LOCK_COUNTDOWN,
    });
  }
};

const buildHeaders = (hasBody: boolean, token: string | null): Headers => {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Endpoint-Version': ENDPOINT_VERSION,
    'X-Portal-Build': clientBuild,
    // The portal's language, not the browser's: the API words its refusals in it (ADR 019).
    'Accept-Language': currentLocale(),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
};

const send = (
  path: string,
  {
    method,
    body,
    token,
    signal,
  }: { method: 'GET' | 'POST'; body: unknown; token: string | null; signal?: AbortSignal },
): Promise<Response> =>
  fetch(`${API_BASE}${path.replace(/^\//, '')}`, {
    method,
    headers: buildHeaders(body !== undefined, token),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

/**
 * An early reply, read at once: one no page takes (the page chose another call) must not stay open,
 * holding its connection and keeping the network busy for good.
 */
const readAtOnce = async (reply: Promise<Response>): Promise<Response> => {
  const response = await reply;
  const text = await response.text();
  return new Response(text, { status: response.status, headers: response.headers });
};

/**
 * Starts a GET a page will make once its code has loaded (see early-replies.ts): the shell calls it
 * with a route's declared reads, and the page's own `apiRequest` of the same path takes the reply.
 * `sent`: a request of that path already on its way, sent before this client could send it (the
 * shell's first script reads the school's flags from index.html's preload): kept instead of sending
 * another.
 */
export const requestEarly = (path: string, sent?: Promise<Response>): void => {
  const token = getSessionToken();
  keepEarlyReply(path, token, () =>
    readAtOnce(sent ?? send(path, { method: 'GET', body: undefined, token })),
  );
};

/**
 * Starts a read a panel will make by POST once its code has loaded (an endpoint with `keepsReplies`,
 * its filter in `body`): the panel's own call of the same path and body takes the reply.
 */
export const requestEarlyRead = (path: string, body: Record<string, unknown>): void => {
  const token = getSessionToken();
  keepEarlyReply(earlyReadKey(path, body), token, () =>
    readAtOnce(send(path, { method: 'POST', body, token })),
  );
};

/**
 * The one way feature code talks to the API (spec section 7). Resolves with the reply's data,
 * parsed by `schema`; rejects with an ApiError carrying the server's errorMessage.
 */
export const apiRequest = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
  const { method = 'GET', body, schema, signal, keepsReplies = false } = options;
  const token = getSessionToken();
  if (method !== 'GET' && !keepsReplies) forgetEarlyReplies();
  let response: Response;
  try {
    // Only a read takes a reply asked for early: a GET, or a POST whose endpoint changes nothing.
    const early =
      method === 'GET'
        ? takeEarlyReply(path, token)
        : keepsReplies
          ? takeEarlyReply(earlyReadKey(path, body), token)
          : undefined;
    response = await (early ?? send(path, { method, body, token, signal }));
  } catch {
    // A call the page gave up on, or made offline, is not the portal failing. The report is in
    // English (the spec's words, for the people who read it); the student reads their language.
    if (navigator.onLine && !signal?.aborted)
      callFailed({ path, status: null, message: NETWORK_ERROR_MESSAGE });
    const m = sharedMessagesNow();
    throw new ApiError(navigator.onLine ? m('api.network') : m('api.offline'), 'network', undefined);
  }
  const invalidReply = (data?: unknown) => {
    callFailed({ path, status: response.status, message: INVALID_RESPONSE });
    return new ApiError(
      sharedMessagesNow()('api.invalidResponse'),
      'invalid_response',
      response.status,
      data,
    );
  };
  // The token this request carried was refused, and no other sign-in replaced it meanwhile.
  if (response.status === 401 && token !== null && token === getSessionToken()) {
    useSessionStore.getState().sessionExpired();
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw invalidReply();
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success || typeof envelope.data.data === 'string') throw invalidReply();
  const { result, errorMessage, errorCode, data } = envelope.data;
  if (isRecord(data)) applyServerInstructions(data);

  if (result !== 'ok') {
    if (response.status >= 500)
      callFailed({ path, status: response.status, message: errorMessage ?? SERVER_ERROR_MESSAGE });
    const message = errorMessage ?? sharedMessagesNow()('api.serverError');
    throw new ApiError(message, errorCode, response.status, data ?? null);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidReply(data);
  return parsed.data;
};
