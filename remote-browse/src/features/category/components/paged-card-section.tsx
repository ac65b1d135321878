import { firstHeading, focusStatic, GridList, Heading, Pager } from '@portal/shared/ui-base';
import { useRef, useState, type ReactNode } from 'react';

/** One card a row on a phone, two from 768 px, three from 1200 px, four from 1600 px. */
const COLUMNS = { sm: 1, md: 2, lg: 2, xl: 3, xxl: 4 };

type Props<T> = {
  headingId: string;
  title: string;
  items: readonly T[];
  /** A big category shows this many cards at a time, with a pager below them. */
  perPage: number;
  renderItem: (item: T) => ReactNode;
};

/**
 * A titled section of cards in a grid, a page of them at a time: the page renders at most `perPage`
 * cards however big the category is.
 */
export const PagedCardSection = <T extends { id: number }>({
  headingId,
  title,
  items,
  perPage,
  renderItem,
}: Props<T>) => {
  const [page, setPage] = useState(1);
  const section = useRef<HTMLElement>(null);
  const pageCount = Math.ceil(items.length / perPage);
  // A refetch can shorten the list below the page shown: show its last page rather than nothing.
  const current = Math.min(page, Math.max(pageCount, 1));
  const shown = items.slice((current - 1) * perPage, current * perPage);

  const changePage = (next: number) => {
    setPage(next);
    // The pager sits below the cards it replaced: without this, the reader is left at the bottom of
    // the new page. Focus and the view go to the section's heading, where the new cards start.
    const heading = section.current && firstHeading(section.current);
    if (!heading) return;
    focusStatic(heading);
    heading.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby={headingId} ref={section}>
      <Heading level={3} id={headingId}>
        {title}
      </Heading>
      <GridList columns={COLUMNS}>
        {shown.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </GridList>
      <Pager page={current} pageCount={pageCount} onChange={changePage} label={`${title} pages`} />
    </section>
  );
};
