import { Pager } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { usePaging } from './use-paging';

type Props<T> = {
  items: readonly T[];
  perPage: number;
  /** Names the pager's navigation region ("Classes pages"). */
  label: string;
  renderItem: (item: T) => ReactNode;
};

/** A column of cards, a page of them at a time, inside a titled section (its heading takes focus). */
export const PagedList = <T extends { id: number }>({ items, perPage, label, renderItem }: Props<T>) => {
  const { sectionRef, page, pageCount, shown, changePage } = usePaging<T, HTMLDivElement>(items, perPage);
  if (items.length === 0) return null;
  return (
    <div ref={sectionRef}>
      <ul className="browse-card-list">
        {shown.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} onChange={changePage} label={label} />
    </div>
  );
};
