/**
 * What index.html's inline script started for the route (tooling/webpack/early-start-script.mjs), before
 * any of the portal's code arrived: the replies are unread, and nothing was decided about them. The early
 * start (early-route.ts) takes them instead of asking again.
 */
export type InlineStart = {
  /** The school's configuration: index.html's preload. */
  school: Promise<Response>;
  /** The deployment (`remotes.json`): index.html's preload. */
  deployment: Promise<Response>;
  /** The manifest of the page's remote, asked for once the school's flags said the page is present. */
  manifest: Promise<{ url: string; reply: Promise<Response> } | null>;
  /** The page's declared reads by path (relative to /api/, params put in), sent with `token`. */
  reads: Promise<Record<string, Promise<Response>>>;
  token: string | null;
};

/** tooling/webpack/early-start-script.mjs: EARLY_START_GLOBAL. */
const GLOBAL = '__portalEarlyStart';

/**
 * The inline start, once: started now if the first paint has not started it yet (a hidden tab); null when
 * the script did not run (another page, a tab trying overrides).
 */
export const takeInlineStart = (global: object = window): InlineStart | null => {
  const holder = global as Record<string, (() => InlineStart) | undefined>;
  const start = holder[GLOBAL];
  delete holder[GLOBAL];
  return typeof start === 'function' ? start() : null;
};
