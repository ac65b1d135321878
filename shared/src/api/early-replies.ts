/**
 * GET replies (and POST reads) requested before the page that reads them has loaded. A remote's page cannot ask for its
 * data until its code has arrived (the remote's manifest, entry and page chunk, one after the other),
 * so on a phone its data would start seconds late. The shell knows the route, its params and the
 * school's flags first: it starts the page's declared reads here (`portal.remotes.json`, `preload`),
 * in parallel with the remote's code, and `apiRequest` answers the page's first call of the same path
 * from the reply already on its way.
 *
 * An early reply is used once, only by a call with the same session token, only for a short while, and
 * never after any write: a POST may change what the reply says, so every POST forgets them all, but
 * for those its endpoint says change nothing (`keepsReplies`: a read with a body, a navigation record).
 */

/** Long enough for a remote's code to arrive on a slow phone, short enough that data cannot go stale. */
export const EARLY_REPLY_TTL_MS = 10_000;

type EarlyReply = { token: string | null; reply: Promise<Response>; requestedAt: number };

const earlyReplies = new Map<string, EarlyReply>();

/** The key of a path, as `apiRequest` receives it: without a leading slash. */
const keyOf = (path: string): string => path.replace(/^\//, '');

/** JSON with each object's keys sorted: two bodies that say the same give the same text. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );

/**
 * The key of a read made by POST (a filter in its body, `keepsReplies`): its path and what its body
 * says, whatever the order of its fields. Kept and taken as a GET's path is.
 */
export const earlyReadKey = (path: string, body: unknown): string =>
  `POST ${keyOf(path)} ${canonicalJson(body ?? {})}`;

const forgetExpired = (now: number): void => {
  for (const [key, early] of earlyReplies) {
    if (now - early.requestedAt > EARLY_REPLY_TTL_MS) earlyReplies.delete(key);
  }
};

/**
 * Keeps a GET reply `send` has started for `path`, for the next `takeEarlyReply` of the same path and
 * token. A path already on its way is not requested again.
 */
export const keepEarlyReply = (
  path: string,
  token: string | null,
  send: () => Promise<Response>,
  now = Date.now(),
): void => {
  forgetExpired(now);
  const key = keyOf(path);
  const pending = earlyReplies.get(key);
  if (pending && pending.token === token) return;
  const reply = send();
  // Unused, a failed request must not surface as an unhandled rejection; a caller that takes it still sees the failure.
  reply.catch(() => undefined);
  earlyReplies.set(key, { token, reply, requestedAt: now });
};

/** The early reply of `path` for this token, once; undefined when there is none, or it expired. */
export const takeEarlyReply = (
  path: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | undefined => {
  const key = keyOf(path);
  const early = earlyReplies.get(key);
  earlyReplies.delete(key);
  if (!early || early.token !== token || now - early.requestedAt > EARLY_REPLY_TTL_MS) return undefined;
  return early.reply;
};

/** After a write, every early reply may be out of date. */
export const forgetEarlyReplies = (): void => earlyReplies.clear();
