import { firstHeading, focusIsBusy, focusStatic, whenPresent } from '@portal/shared/ui-base';
import { useLocation } from '@portal/shared/router';
import { useEffect, useRef, type RefObject } from 'react';
import { shellMessagesNow } from '../messages/catalog';

/**
 * The page's heading: not the stand-in its loading state draws in the same place (hidden from
 * assistive technology), which the page replaces, taking focus with it.
 */
const pageHeading = (main: Element) => {
  const heading = firstHeading(main);
  return heading?.closest('[aria-hidden="true"]') ? null : heading;
};

/**
 * On every page: the document's title becomes "{page heading} | {school}", and after a route change
 * (not on the first load, where the browser starts at the top) focus moves to the new page's heading,
 * so that keyboard and screen-reader users start reading where the new page starts. A page loaded
 * from a remote gets its heading later than the route changes; the heading is awaited.
 */
export const usePageFocus = (mainRef: RefObject<HTMLElement | null>, schoolName: string) => {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    document.title = schoolName;
    return whenPresent(main, pageHeading, (heading) => {
      document.title = `${heading.textContent?.trim() || shellMessagesNow()('page.untitled')} | ${schoolName}`;
      if (moveFocus && !focusIsBusy()) focusStatic(heading);
    });
  }, [pathname, mainRef, schoolName]);
};
