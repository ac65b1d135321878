import { GridList, Heading, Pager } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { usePaging } from '../../../lib/use-paging';

/** One card a row on a phone, two from 768 px, three from 1200 px, four from 1600 px. */
const COLUMNS = { sm: 1, md: 2, lg: 2, xl: 3, xxl: 4 };

type Props<T> = {
  headingId: string;
  title: string;
  /** Names the pager's navigation region ("Courses pages"). */
  pagerLabel: string;
  items: readonly T[];
  /** A big category shows this many cards at a time, with a pager below them. */
  perPage: number;
  /** `index`: the card's place on the page shown, from 0. */
  renderItem: (item: T, index: number) => ReactNode;
};

/**
 * A titled section of cards in a grid, a page of them at a time: the page renders at most `perPage`
 * cards however big the category is.
 */
export const PagedCardSection = <T extends { id: number }>({
  headingId,
  title,
  pagerLabel,
  items,
  perPage,
  renderItem,
}: Props<T>) => {
  const { sectionRef, page, pageCount, shown, changePage } = usePaging(items, perPage);

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Heading level={3} id={headingId}>
        {title}
      </Heading>
      <GridList columns={COLUMNS}>
        {shown.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </GridList>
      <Pager page={page} pageCount={pageCount} onChange={changePage} label={pagerLabel} />
    </section>
  );
};
