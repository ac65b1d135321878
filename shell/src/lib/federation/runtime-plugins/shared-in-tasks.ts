import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../next-task';

type ShareScopes = Record<string, Record<string, Record<string, { lib?: () => unknown }>>>;

/** The shared libraries already run (or being run): each needs its turn once. */
const ran = new WeakSet<() => unknown>();

/**
 * The factories of the shared libraries whose code is in the page but may not have run yet: those
 * the runtime has loaded (`lib` is set once a library's files are in).
 */
export const loadedLibraries = (scopes: ShareScopes): (() => unknown)[] =>
  Object.values(scopes)
    .flatMap((packages) => Object.values(packages))
    .flatMap((versions) => Object.values(versions))
    .flatMap(({ lib }) => (lib && !ran.has(lib) ? [lib] : []));

/**
 * Runs each shared library a remote's page needs in a task of its own, then the page's own module in
 * another. Without it, the last file to arrive ran them all in one chain of microtasks: antd's
 * components and the page's module in one task of 0.2 to 0.4 s on a phone's CPU (ADR 014). A library
 * that throws here is left to throw again where the page needs it, and to be reported there.
 */
export const sharedInTasks = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-shared-in-tasks',
  async beforeExecuteFactory({ origin }) {
    for (const lib of loadedLibraries(origin.shareScopeMap as ShareScopes)) {
      ran.add(lib);
      await nextTask();
      try {
        lib();
      } catch {
        // Reported where the page requires it.
      }
    }
    await nextTask();
  },
});
