import { firstHeading, focusStatic } from '@portal/shared/ui-base';
import { useRef, useState } from 'react';

/**
 * A list shown a page at a time: the page renders at most `perPage` items however long the list is.
 * `sectionRef` goes on the element inside the section the list belongs to; on a page change, focus
 * and the view go to that section's heading, where the new items start (the pager sits below the
 * items it replaced, and would otherwise leave the reader at the bottom of the new page).
 */
export const usePaging = <T, E extends HTMLElement = HTMLElement>(items: readonly T[], perPage: number) => {
  const [page, setPage] = useState(1);
  const sectionRef = useRef<E>(null);
  const pageCount = Math.ceil(items.length / perPage);
  // A refetch can shorten the list below the page shown: show its last page rather than nothing.
  const current = Math.min(page, Math.max(pageCount, 1));
  const shown = items.slice((current - 1) * perPage, current * perPage);

  const changePage = (next: number) => {
    setPage(next);
    const section = sectionRef.current?.closest('section');
    const heading = section && firstHeading(section);
    if (!heading) return;
    focusStatic(heading);
    heading.scrollIntoView({ block: 'start' });
  };

  return { sectionRef, page: current, pageCount, shown, changePage };
};
