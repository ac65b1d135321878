import { useSharedMessages } from '../i18n/shared-catalog';

/** A page number, or a run of page numbers left out between two that are shown. */
type PagerItem = number | 'gap-start' | 'gap-end';

/** Pages listed in full up to this many; beyond, the list keeps this many slots (gaps included). */
const SLOTS = 7;

/**
 * The pages a pager lists: all of them when they fit in SLOTS, else the first, the last and the
 * current page with its neighbours, with gaps for the rest. The number of slots stays the same
 * whatever the current page, so that the buttons do not move under the pointer while paging.
 */
const pagerItems = (page: number, pageCount: number): PagerItem[] => {
  if (pageCount <= SLOTS) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (page <= 4) return [...run(1, 5), 'gap-end', pageCount];
  if (page >= pageCount - 3) return [1, 'gap-start', ...run(pageCount - 4, pageCount)];
  return [1, 'gap-start', ...run(page - 1, page + 1), 'gap-end', pageCount];
};

type PagerProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation region, for a page with more than one pager ("Courses pages"). */
  label: string;
};

/**
 * Page buttons for a list shown a page at a time: a navigation region with a list of Previous, the
 * pages and Next (all list items, so that they wrap one by one on a narrow screen). The current page
 * says so with `aria-current`. Previous and Next stay focusable at either end (`aria-disabled`, not
 * `disabled`): a keyboard user who pressed Next onto the last page keeps focus where it was.
 */
export const Pager = ({ page, pageCount, onChange, label }: PagerProps) => {
  const m = useSharedMessages();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onChange(target);
  };
  return (
    <nav className="pt-pager" aria-label={label}>
      <ul>
        <li>
          <button
            type="button"
            className="pt-pager-btn"
            aria-label={m('pager.previousPage')}
            aria-disabled={page === 1 || undefined}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="pt-pager-word">{m('pager.previous')}</span>
          </button>
        </li>
        {pagerItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pt-pager-btn"
                aria-label={m('pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            // The numbers either side say pages are left out; the dots are only drawn.
            <li key={item} className="pt-pager-gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pt-pager-btn"
            aria-label={m('pager.nextPage')}
            aria-disabled={page === pageCount || undefined}
            onClick={() => go(page + 1)}
          >
            <span className="pt-pager-word">{m('pager.next')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
};
