import { createReadCache, readCacheTtlFromEnv } from './services/browse-read-cache';

describe('the catalog read cache', () => {
  it('computes once within the TTL, again after it', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    const compute = jest.fn(async () => clock);
    expect(await cache.get('k', compute)).toBe(0);
    clock = 999;
    expect(await cache.get('k', compute)).toBe(0);
    clock = 1000;
    expect(await cache.get('k', compute)).toBe(1000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    const compute = jest.fn(async () => 'v');
    await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, oldest out first', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    const compute = jest.fn(async () => 'v');
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('is off with a TTL of 0', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const compute = jest.fn(async () => 'v');
    await cache.get('k', compute);
    await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('reads its TTL from BROWSE_READ_CACHE_TTL_MS', () => {
    expect(readCacheTtlFromEnv({})).toBe(30_000);
    expect(readCacheTtlFromEnv({ BROWSE_READ_CACHE_TTL_MS: '0' })).toBe(0);
    expect(readCacheTtlFromEnv({ BROWSE_READ_CACHE_TTL_MS: '5000' })).toBe(5000);
    expect(readCacheTtlFromEnv({ BROWSE_READ_CACHE_TTL_MS: 'soon' })).toBe(30_000);
  });
});
