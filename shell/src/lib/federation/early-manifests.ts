/**
 * Remote manifests requested before the federation runtime asks for them (early-route.ts), handed to
 * the runtime's manifest fetch (bounded-manifest-fetch.ts) once, and only for a short while: a
 * manifest read seconds ago may already name a release that has been rolled back.
 */

/** Long enough for the shell's start-up on a slow phone, short enough that a release cannot slip by. */
export const EARLY_MANIFEST_TTL_MS = 10_000;

type EarlyManifest = { reply: Promise<Response>; requestedAt: number };

const earlyManifests = new Map<string, EarlyManifest>();

export const keepEarlyManifest = (url: string, reply: Promise<Response>, now = Date.now()): void => {
  // Unused, a failed request must not surface as an unhandled rejection; a taker still sees the failure.
  reply.catch(() => undefined);
  earlyManifests.set(url, { reply, requestedAt: now });
};

/** The early reply of the manifest at `url`, once; undefined when there is none, or it is too old. */
export const takeEarlyManifest = (url: string, now = Date.now()): Promise<Response> | undefined => {
  const early = earlyManifests.get(url);
  earlyManifests.delete(url);
  if (!early || now - early.requestedAt > EARLY_MANIFEST_TTL_MS) return undefined;
  return early.reply;
};
