import { useHostServices } from '@portal/shared';
import { Button, Heading, Notice } from '@portal/shared/ui-base';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { useCategoriesMessages } from '../messages/catalog';
import { useCatalogSearch } from '../api/search-catalog';
import { searchRequestFor, searchSummary } from '../rules/search-rules';

const ResultGroup = <T extends { id: number }>({
  group,
  title,
  items,
  render,
}: {
  /** Names the group's heading id (`search-courses`), whatever the language of its title. */
  group: 'courses' | 'classes' | 'pathways';
  title: string;
  items: T[];
  render: (item: T) => ReactNode;
}) =>
  items.length === 0 ? null : (
    <section aria-labelledby={`search-${group}`}>
      <Heading level={3} id={`search-${group}`} className="browse-size-16">
        {title}
      </Heading>
      <ul className="pt-list">
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </section>
  );

/** A course or pathway found: its page where it has a category to show it under, else its title alone. */
const ListingResult = ({
  listing,
  pathOf,
}: {
  listing: { id: number; title: string; code: string; categoryId: number | null };
  pathOf: (categoryId: number, id: number) => string;
}) =>
  listing.categoryId === null ? (
    <>{listing.title}</>
  ) : (
    <Link to={pathOf(listing.categoryId, listing.id)}>
      {listing.title} ({listing.code})
    </Link>
  );

/** Spec section 5: search, on /categories above the list; results grouped as courses, classes, pathways. */
export const CatalogSearch = () => {
  const m = useCategoriesMessages();
  const { openSlideOut } = useHostServices();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const search = useCatalogSearch(query);

  const submit = (value: string) => {
    const request = searchRequestFor(value);
    setTooShort(request.kind === 'too-short');
    if (request.kind === 'search' && request.query === query) void search.refetch();
    setQuery(request.kind === 'search' ? request.query : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  return (
    <section aria-label={m('search.regionLabel')} className="browse-gap-below">
      <form role="search" onSubmit={onSubmit}>
        <label htmlFor="catalog-search" className="browse-search-label">
          {m('search.fieldLabel')}
        </label>
        <div className="pt-search">
          <input
            id="catalog-search"
            type="search"
            className="pt-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
          />
          <Button type="submit" variant="primary">
            {m('search.submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="browse-search-status">
        {tooShort ? <Notice type="warning" title={m('search.tooShort')} /> : null}
        {query !== null && search.isFetching && !search.data ? (
          <span className="pt-secondary">{m('search.searching')}</span>
        ) : null}
        {query !== null && search.isError ? <Notice type="error" title={m('search.failed')} /> : null}
        {query !== null && search.data ? (
          <div className="browse-search-results">
            <span>{searchSummary(search.data, m)}</span>
            <ResultGroup
              group="courses"
              title={m('search.courses')}
              items={search.data.courses}
              render={(course) => <ListingResult listing={course} pathOf={paths.course} />}
            />
            <ResultGroup
              group="classes"
              title={m('search.classes')}
              items={search.data.classes}
              render={(item) => (
                <div className="browse-search-class">
                  <Button
                    variant="link"
                    aria-haspopup="dialog"
                    onClick={() => openSlideOut('class', { classId: item.id })}
                  >
                    {item.title} ({item.code})
                  </Button>
                  <span className="pt-secondary">{item.dateRange}</span>
                </div>
              )}
            />
            <ResultGroup
              group="pathways"
              title={m('search.pathways')}
              items={search.data.pathways}
              render={(pathway) => <ListingResult listing={pathway} pathOf={paths.pathway} />}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
};
