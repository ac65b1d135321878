import { requestEarly, useSessionStore } from '@portal/shared';
import { useEffect } from 'react';
import type { PagePreload } from '../modules/module-registry';
import { preloadPaths } from './early-route';

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
