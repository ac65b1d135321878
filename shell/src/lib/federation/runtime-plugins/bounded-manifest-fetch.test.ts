import { keepEarlyManifest, EARLY_MANIFEST_TTL_MS } from '../early-manifests';
import { boundedManifestFetch } from './bounded-manifest-fetch';

const MANIFEST_URL = 'http://localhost:4911/mf-manifest.json';
const manifest = { id: 'browse', exposes: [] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
const fetchOf = (plugin: ReturnType<typeof boundedManifestFetch>) => plugin.fetch as unknown as FetchHook;

describe('the runtime’s manifest fetch', () => {
  const realFetch = globalThis.fetch;
  let network: jest.Mock;
  beforeEach(() => {
    network = jest.fn(async () => json(manifest));
    globalThis.fetch = network as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks the network without the HTTP cache, and shows the manifest to the inspector', async () => {
    const inspect = jest.fn();
    const response = await fetchOf(boundedManifestFetch(inspect))(MANIFEST_URL, {});
    expect(await response.json()).toEqual(manifest);
    expect(network).toHaveBeenCalledWith(MANIFEST_URL, expect.objectContaining({ cache: 'no-cache' }));
    expect(inspect).toHaveBeenCalledWith(MANIFEST_URL, manifest);
  });

  it('takes a manifest asked for early instead of asking again, once, and inspects it too', async () => {
    const inspect = jest.fn();
    keepEarlyManifest(MANIFEST_URL, Promise.resolve(json({ ...manifest, early: true })));
    const hook = fetchOf(boundedManifestFetch(inspect));
    expect(await (await hook(MANIFEST_URL, {})).json()).toEqual({ ...manifest, early: true });
    expect(network).not.toHaveBeenCalled();
    expect(inspect).toHaveBeenCalledWith(MANIFEST_URL, { ...manifest, early: true });
    await hook(MANIFEST_URL, {});
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks again when the early manifest is older than its time to live', async () => {
    keepEarlyManifest(
      MANIFEST_URL,
      Promise.resolve(json({ early: true })),
      Date.now() - EARLY_MANIFEST_TTL_MS - 1,
    );
    expect(await (await fetchOf(boundedManifestFetch())(MANIFEST_URL, {})).json()).toEqual(manifest);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('fails on an answer that is not 2xx, early or not, and lets an inspector refuse the remote', async () => {
    keepEarlyManifest(MANIFEST_URL, Promise.resolve(json({}, 503)));
    await expect(fetchOf(boundedManifestFetch())(MANIFEST_URL, {})).rejects.toThrow(
      `${MANIFEST_URL} answered 503`,
    );
    const refuse = () => {
      throw new Error('needs host contract 2.0.0');
    };
    await expect(fetchOf(boundedManifestFetch(refuse))(MANIFEST_URL, {})).rejects.toThrow(
      'needs host contract 2.0.0',
    );
  });
});
