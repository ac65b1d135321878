import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, kept up to date (the spec's breakpoints are 576/768/992/1200). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
