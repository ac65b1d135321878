import { requestEarly, useSessionStore } from '@portal/shared';
import { useEffect } from 'react';
import type { PagePreload } from '../modules/module-registry';

/**
 * A route's declared reads with its params put in (`course/:id` on /category/1/course/3 is
 * `course/3`). A read naming a param the route lacks is a mistake in portal.remotes.json: it throws,
 * and the registry test finds it before any user does.
 */
export const preloadPaths = (
  preload: readonly string[],
  params: Readonly<Record<string, string | undefined>>,
): string[] =>
  preload.map((path) =>
    path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`preload "${path}": the route has no :${name}`);
      return encodeURIComponent(value);
    }),
  );

/**
 * Starts a page's first reads as soon as its route renders, while its remote's code is still on its
 * way (see shared's early-replies.ts); the page's own calls take the replies.
 */
export const usePreloadedReads = (
  preload: PagePreload,
  params: Readonly<Record<string, string | undefined>>,
): void => {
  const signedIn = useSessionStore((state) => state.token !== null);
  // A visitor on a signed-in page sees the sign-in prompt: its reads would only be refused.
  const paths = signedIn || preload.visitors ? preloadPaths(preload.paths, params).join('\n') : '';
  useEffect(() => {
    if (paths) for (const path of paths.split('\n')) requestEarly(path);
  }, [paths]);
};
