import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../early-manifests';

/** A remote's manifest must answer within this; a hung server must not hang the page. */
export const MANIFEST_TIMEOUT_MS = 15_000;

/**
 * Fetches manifests with a time limit and without the HTTP cache (manifests are `no-cache`), and
 * treats a non-2xx answer as a failure: the runtime on its own would try to parse a 404 page. Each
 * manifest is shown to `inspect` before the runtime reads it; `inspect` throws to stop the remote.
 * A manifest the shell asked for early (early-route.ts) is taken instead of asking again.
 */
export const boundedManifestFetch = (
  inspect: (url: string, manifest: unknown) => void = () => undefined,
): ModuleFederationRuntimePlugin => ({
  name: 'portal-bounded-manifest-fetch',
  async fetch(url, init) {
    const response = await (takeEarlyManifest(url) ??
      fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    inspect(url, manifest);
    return response;
  },
});
