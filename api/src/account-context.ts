import { CLIENT_INTERFACE_ACTION_KEY, type SiteLock } from './contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './auth/login-limiter';

export const DEFAULT_PORTAL_URL = 'http://localhost:4100';

/** buildApp options of the account routes; all optional. */
export interface AccountOptions {
  /** Defaults to process.env.NODE_ENV; 'production' turns the /api/dev routes off (404). */
  nodeEnv?: string;
  /** Base of the links in e-mails; defaults to env PORTAL_URL, then http://localhost:4100. */
  portalUrl?: string;
  /** Sign-in rate limits (5 per e-mail, 20 per client address, in 15 minutes by default). */
  loginLimits?: Partial<LoginLimits>;
  /** Milliseconds clock of the rate limiter (tests move it forward). */
  clock?: () => number;
}

/** A site lock set through /api/dev/site_lock, carried in every reply's data while set. */
export interface SiteLockState {
  current: SiteLock | null;
}

export interface AccountContext extends AppContext {
  portalUrl: string;
  limiter: LoginLimiter;
  siteLock: SiteLockState;
  devRoutes: boolean;
}

function isEnvelope(payload: unknown): payload is { result: string; data: unknown } {
  return typeof payload === 'object' && payload !== null && 'result' in payload && 'data' in payload;
}

/**
 * The state the account routes share, and the hook that adds `_client_interface_action_` to the data
 * of every JSON envelope (ok and error, 404 included) while a site lock is set.
 */
export function setupAccounts(
  app: FastifyInstance,
  base: AppContext,
  options: AccountOptions,
): AccountContext {
  const siteLock: SiteLockState = { current: null };
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    const lock = siteLock.current;
    if (!lock || !isEnvelope(payload)) return payload;
    const { data } = payload;
    if (data === null || data === undefined)
      return { ...payload, data: { [CLIENT_INTERFACE_ACTION_KEY]: lock } };
    if (typeof data === 'object' && !Array.isArray(data)) {
      return { ...payload, data: { ...data, [CLIENT_INTERFACE_ACTION_KEY]: lock } };
    }
    return payload;
  });
  return {
    ...base,
    portalUrl: options.portalUrl ?? process.env.PORTAL_URL ?? DEFAULT_PORTAL_URL,
    limiter: new LoginLimiter({ ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits }, options.clock),
    siteLock,
    devRoutes: (options.nodeEnv ?? process.env.NODE_ENV) !== 'production',
  };
}
