import { CLIENT_INTERFACE_ACTION_KEY } from './contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './auth/login-limiter';
import { DEFAULT_SESSION_IDLE_MINUTES } from './auth/sessions';
import { createSiteLockStore, type SiteLockStore } from './site-lock';

export const DEFAULT_PORTAL_URL = 'http://localhost:4100';

/** buildApp options of the account routes; all optional. */
export interface AccountOptions {
  /** Defaults to process.env.NODE_ENV; 'production' turns the /api/dev routes off (404). */
  nodeEnv?: string;
  /** Base of the links in e-mails; defaults to env PORTAL_URL, then http://localhost:4100. */
  portalUrl?: string;
  /** Sign-in throttles (src/auth/login-limiter.ts DEFAULT_LOGIN_LIMITS). */
  loginLimits?: Partial<LoginLimits>;
  /**
   * A milliseconds clock for the sign-in throttles and the site lock's cache (tests move it
   * forward); by default the throttles use the database's clock.
   */
  clock?: () => number;
  /** Minutes a session may sit unused: the school file's `sessions.idleTimeoutMinutes` (120). */
  sessionIdleTimeoutMinutes?: number;
}

export interface AccountContext extends AppContext {
  portalUrl: string;
  limiter: LoginLimiter;
  /** Set through /api/dev/site_lock, carried in every reply's data while set. */
  siteLock: SiteLockStore;
  devRoutes: boolean;
}

function isEnvelope(payload: unknown): payload is { result: string; data: unknown } {
  return typeof payload === 'object' && payload !== null && 'result' in payload && 'data' in payload;
}

/**
 * The state the account routes share (in the database, so that every instance agrees), the session
 * policy every authenticated request reads, and the hook that adds `_client_interface_action_` to the
 * data of every JSON envelope (ok and error, 404 included) while a site lock is set.
 */
export function setupAccounts(
  app: FastifyInstance,
  base: AppContext,
  options: AccountOptions,
): AccountContext {
  app.decorate('sessionPolicy', {
    idleTimeoutMinutes: options.sessionIdleTimeoutMinutes ?? DEFAULT_SESSION_IDLE_MINUTES,
  });
  const siteLock = createSiteLockStore(base.db, options.clock ? { now: options.clock } : {});
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const lock = await siteLock.current();
    if (!lock) return payload;
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
    limiter: new LoginLimiter(base.db, { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits }, options.clock),
    siteLock,
    devRoutes: (options.nodeEnv ?? process.env.NODE_ENV) !== 'production',
  };
}
