import { ModuleFederation } from '@module-federation/runtime-core';
import retryFailedSharedLoads from './retry-failed-shared-loads.mjs';

type Kit = { name: string };

/**
 * A host sharing one library whose file the network drops `failures` times before it arrives, as the
 * shell shares its kits: the same runtime, share scope and load path a page runs (runtime-core).
 */
const hostSharingAKit = ({ failures, withPlugin }: { failures: number; withPlugin: boolean }) => {
  const fetches = { count: 0 };
  const host = new ModuleFederation({
    name: 'shell',
    remotes: [],
    shared: {
      kit: {
        version: '1.0.0',
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        get: () => {
          fetches.count += 1;
          return fetches.count <= failures
            ? Promise.reject(new Error(`Loading chunk 4990 failed (attempt ${fetches.count})`))
            : Promise.resolve((): Kit => ({ name: 'forms kit' }));
        },
      },
    },
    plugins: withPlugin ? [retryFailedSharedLoads()] : [],
  });
  const load = async () => {
    const factory = (await host.loadShare<Kit>('kit')) as false | (() => Kit);
    if (!factory) throw new Error('nothing shared');
    return factory();
  };
  return { load, fetches };
};

describe('retryFailedSharedLoads', () => {
  it('fetches a shared library again after its load failed, and gives it once it arrives', async () => {
    const { load, fetches } = hostSharingAKit({ failures: 1, withPlugin: true });
    await expect(load()).rejects.toThrow('Loading chunk 4990 failed (attempt 1)');
    await expect(load()).resolves.toEqual({ name: 'forms kit' });
    expect(fetches.count).toBe(2);
  });

  it('tries again after each of several failures, one fetch per request', async () => {
    const { load, fetches } = hostSharingAKit({ failures: 3, withPlugin: true });
    for (const attempt of [1, 2, 3]) {
      await expect(load()).rejects.toThrow(`(attempt ${attempt})`);
    }
    await expect(load()).resolves.toEqual({ name: 'forms kit' });
    expect(fetches.count).toBe(4);
  });

  it('fetches a library that loaded only once, however many ask for it', async () => {
    const { load, fetches } = hostSharingAKit({ failures: 0, withPlugin: true });
    await Promise.all([load(), load()]);
    await load();
    expect(fetches.count).toBe(1);
  });

  it('is what makes the retry work: without it the runtime repeats the first failure', async () => {
    const { load, fetches } = hostSharingAKit({ failures: 1, withPlugin: false });
    await expect(load()).rejects.toThrow('(attempt 1)');
    await expect(load()).rejects.toThrow('(attempt 1)');
    expect(fetches.count).toBe(1);
  });
});
