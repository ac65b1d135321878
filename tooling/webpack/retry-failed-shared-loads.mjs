// A federation runtime plugin every build carries (tooling/webpack/index.mjs): a shared library whose
// load failed (its file cut off by a phone losing its connection) is fetched again at the next request.
// runtime-core keeps the failed load as the library's `loading` and hands that rejection to every later
// request until the page is reloaded, so a part loaded on demand could never recover with Retry.
// This file runs in the browser, bundled into each container: plain JavaScript, no imports.

/** @returns {{ name: string, apply: (instance: any) => { errorLoadShare: (args: any) => void } }} */
export default function retryFailedSharedLoads() {
  return {
    name: 'portal-retry-failed-shared-loads',
    apply: (instance) => ({
      errorLoadShare: ({ pkgName, recovered }) => {
        // `recovered`: nothing was loaded and the container falls back to its own copy; no failure.
        if (recovered) return;
        const scopes = Object.values(instance.sharedHandler.shareScopeMap ?? {});
        for (const versions of scopes.map((scope) => scope[pkgName] ?? {})) {
          for (const shared of Object.values(versions)) {
            const failed = shared.loading;
            if (!failed || shared.loaded) continue;
            // Forget the load only once it has failed, and only if no newer load replaced it.
            failed.catch(() => {
              if (shared.loading === failed && !shared.loaded) delete shared.loading;
            });
          }
        }
      },
    }),
  };
}
